import { chooseConsent, CONSENT_STORAGE_KEY, onConsentSettingsOpened, openConsentSettings, readConsent, startAnalytics } from './consent';

beforeEach(() => localStorage.removeItem(CONSENT_STORAGE_KEY));

describe('analytics consent', () => {
  it('is not assumed: no choice until the shopper makes one, then the choice with its time', () => {
    expect(readConsent()).toBeNull();
    chooseConsent('refused');
    expect(readConsent()).toBe('refused');
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}') as { analytics: string; at: string };
    expect(stored.analytics).toBe('refused');
    expect(Number.isNaN(Date.parse(stored.at))).toBe(false);
    chooseConsent('granted');
    expect(readConsent()).toBe('granted');
  });

  it('reads anything else kept under its key as no choice', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":"yes"}');
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, 'not json');
    expect(readConsent()).toBeNull();
  });

  it('loads a configured tag only once the shopper accepts, and once', () => {
    const load = jest.fn();
    startAnalytics('https://tag.example/t.js', load);
    expect(load).not.toHaveBeenCalled();
    chooseConsent('granted');
    chooseConsent('granted');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('https://tag.example/t.js');
  });

  it('loads at once for a shopper who accepted on an earlier visit, and nothing without a configured tag', () => {
    chooseConsent('granted');
    const load = jest.fn();
    startAnalytics('https://tag.example/t.js', load);
    expect(load).toHaveBeenCalledTimes(1);
    const none = jest.fn();
    startAnalytics(undefined, none);
    expect(none).not.toHaveBeenCalled();
  });

  it('never loads after a refusal', () => {
    const load = jest.fn();
    startAnalytics('https://tag.example/t.js', load);
    chooseConsent('refused');
    expect(load).not.toHaveBeenCalled();
  });

  it('tells the banner when the footer asks for the settings', () => {
    const listener = jest.fn();
    const stop = onConsentSettingsOpened(listener);
    openConsentSettings();
    stop();
    openConsentSettings();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
