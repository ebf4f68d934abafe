import { reportPageView } from './pageView';

describe('page views', () => {
  it('pushes a page_view to dataLayer', () => {
    window.dataLayer = undefined;
    reportPageView('/pl/shop', 'pl');
    reportPageView('/en/cart', 'en');
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/pl/shop', language: 'pl' },
      { event: 'page_view', page_path: '/en/cart', language: 'en' },
    ]);
  });
});
