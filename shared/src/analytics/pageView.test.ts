import { eventBus } from '../bus/eventBus';
import { reportPageView } from './pageView';

describe('page views', () => {
  it('pushes a page_view to dataLayer and emits it on the bus', () => {
    const heard: string[] = [];
    const off = eventBus.on('page:view', (p) => heard.push(`${p.language}${p.path}`));
    window.dataLayer = undefined;
    reportPageView('/pl/shop', 'pl');
    reportPageView('/en/cart', 'en');
    off();
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/pl/shop', language: 'pl' },
      { event: 'page_view', page_path: '/en/cart', language: 'en' },
    ]);
    expect(heard).toEqual(['pl/pl/shop', 'en/en/cart']);
  });
});
