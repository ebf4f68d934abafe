// A first screen React can adopt (hydrate) instead of drawing the page a second time: the server renders the
// application's own tree and says what it drew it with; the browser adopts it only when its first render would be
// the same. See docs/decisions/0013-applications-adopt-their-first-screens.md.
import type { CurrencyName } from '@inercise/contracts/domain/currency';
import type { Language } from '@inercise/contracts/i18n/languages';
import { takeFirstScreenData } from './firstScreenData';

/** The class of the element the shell's server wraps a server-drawn part in (a first screen, the header, the footer). */
export const FIRST_SCREEN_CLASS = 'first-screen';

/** What a first screen was drawn with, beyond its route: the shopper's state it depends on. */
export interface DrawnWith {
  language: Language;
  currency: CurrencyName;
}

/** The id of the data block saying what an application's first screen was drawn with. */
export const drawnWithId = (application: string) => `first-screen-drawn-${application}`;

function isDrawnWith(data: unknown): data is DrawnWith {
  if (typeof data !== 'object' || data === null) return false;
  const { language, currency } = data as Record<string, unknown>;
  return typeof language === 'string' && typeof currency === 'string';
}

/**
 * The server-drawn element the application can adopt: the first screen in its container, when the server drew it
 * as adoptable and with the language and currency the application draws with now (a shopper who chose another
 * currency gets a fresh render instead: adopting would show the other currency's prices). The data block is taken
 * out either way, so hydration meets only React's markup and a later mount never finds it.
 */
export function adoptableScreen(application: string, container: HTMLElement, now: DrawnWith): HTMLElement | null {
  const drawn = takeFirstScreenData(drawnWithId(application), container.ownerDocument);
  const screen = container.firstElementChild;
  const alone = screen !== null && screen === container.lastElementChild && screen.classList.contains(FIRST_SCREEN_CLASS);
  if (!alone || !isDrawnWith(drawn)) return null;
  return drawn.language === now.language && drawn.currency === now.currency ? (screen as HTMLElement) : null;
}
