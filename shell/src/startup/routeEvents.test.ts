import { addTranslations, eventBus, i18n, type BusEvents, type Texts } from '@inercise/shared';
import { watchRoutes } from './routeEvents';

/** The next time the bus says the path's language could not be followed. */
function nextFailure(): Promise<BusEvents['language:failed']> {
  return new Promise((resolve) => {
    const off = eventBus.on('language:failed', (payload) => {
      off();
      resolve(payload);
    });
  });
}

/** The next language the page switches to. */
function nextLanguage(): Promise<string> {
  return new Promise((resolve) => {
    const changed = (language: string) => {
      i18n.off('languageChanged', changed);
      resolve(language);
    };
    i18n.on('languageChanged', changed);
  });
}

/** Lets every promise callback already due run (one macrotask turn), without waiting for any time to pass. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function goTo(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('single-spa:routing-event'));
}

const polish: { resolve: (texts: Texts) => void; reject: (error: unknown) => void }[] = [];

beforeAll(() => {
  window.scrollTo = jest.fn();
  addTranslations('header', {
    en: async () => ({ cart: 'Cart' }),
    pl: () => new Promise<Texts>((resolve, reject) => polish.push({ resolve, reject })),
  });
  watchRoutes();
});

describe('the language of the path', () => {
  it('stays English, with the path back under /en, when the Polish texts cannot be downloaded', async () => {
    expect(i18n.language).toBe('en');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = nextFailure();
    goTo('/pl/cart?step=1');
    await settle();
    expect(i18n.language).toBe('en');
    polish[0]?.reject(new TypeError('Failed to fetch'));
    expect(await failed).toEqual({ language: 'pl' });
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('header:cart')).toBe('Cart');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en/cart?step=1');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('switches to Polish once every namespace has its texts', async () => {
    const changed = nextLanguage();
    goTo('/pl/shop');
    goTo('/pl/shop?type=COURSE');
    await settle();
    expect(polish).toHaveLength(2);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    polish[1]?.resolve({ cart: 'Koszyk' });
    expect(await changed).toBe('pl');
    expect(i18n.language).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(i18n.t('header:cart')).toBe('Koszyk');
    expect(window.location.pathname).toBe('/pl/shop');
  });
});
