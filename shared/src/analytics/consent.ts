/**
 * The shopper's choice about analytics (and any other storage the shop does not need to work): asked, never assumed.
 * Kept in the browser's storage (the choice itself is needed to remember it), changed from the footer's "Cookie
 * settings". Until the shopper accepts, no analytics tag loads and no page view is handed to one.
 */
export type AnalyticsConsent = 'granted' | 'refused';

export const CONSENT_STORAGE_KEY = 'inercise:consent';

type Listener = () => void;
const changed = new Set<Listener>();
const opened = new Set<Listener>();

/** The stored choice, or null when the shopper has not chosen (or the browser keeps no storage). */
export function readConsent(): AnalyticsConsent | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { analytics?: unknown } | null;
    return stored?.analytics === 'granted' || stored?.analytics === 'refused' ? stored.analytics : null;
  } catch {
    return null;
  }
}

/** Records the shopper's choice, with when it was made, and tells whoever waits for it. */
export function chooseConsent(choice: AnalyticsConsent): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: choice, at: new Date().toISOString() }));
  } catch {
    // No storage: the choice holds for this page only, and the banner asks again on the next.
  }
  for (const listener of [...changed]) listener();
}

/** Calls `listener` after every choice; answers the way to stop. */
function onConsentChange(listener: Listener): () => void {
  changed.add(listener);
  return () => changed.delete(listener);
}

/** Asks the consent banner to show again (the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  for (const listener of [...opened]) listener();
}

/** Calls `listener` whenever the settings are asked for; answers the way to stop. */
export function onConsentSettingsOpened(listener: Listener): () => void {
  opened.add(listener);
  return () => opened.delete(listener);
}

/**
 * Loads the analytics tag once the shopper has accepted, now or later; a withdrawn consent reloads the page so a
 * tag already running stops. Nothing at all without a configured tag.
 */
export function startAnalytics(src: string | undefined, load: (src: string) => void): void {
  if (!src) return;
  let loaded = false;
  const follow = () => {
    const consent = readConsent();
    if (consent === 'granted' && !loaded) {
      loaded = true;
      load(src);
    } else if (consent !== 'granted' && loaded) {
      window.location.reload();
    }
  };
  follow();
  onConsentChange(follow);
}
