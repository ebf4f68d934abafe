import { chooseConsent, CONSENT_STORAGE_KEY } from './consent';
import { reportPageView } from './pageView';

describe('page views', () => {
  beforeEach(() => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    window.dataLayer = undefined;
  });

  it('pushes a page_view to dataLayer once the shopper accepted analytics', () => {
    chooseConsent('granted');
    reportPageView('/pl/shop', 'pl');
    reportPageView('/en/cart', 'en');
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/pl/shop', language: 'pl' },
      { event: 'page_view', page_path: '/en/cart', language: 'en' },
    ]);
  });

  it('hands nothing over before a choice or after a refusal', () => {
    reportPageView('/pl/shop', 'pl');
    chooseConsent('refused');
    reportPageView('/en/cart', 'en');
    expect(window.dataLayer).toBeUndefined();
  });
});
