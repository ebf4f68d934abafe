import { measureFieldData } from './measureFieldData';

type Take = (list: { getEntries: () => PerformanceEntry[] }) => void;

/** A PerformanceObserver whose buffered entries the test hands over, by entry type. */
function observerWith(entries: Record<string, object[]>) {
  class Observer {
    static supportedEntryTypes = Object.keys(entries);
    constructor(private readonly take: Take) {}
    observe({ type }: { type: string }) {
      this.take({ getEntries: () => (entries[type] ?? []) as PerformanceEntry[] });
    }
    disconnect() {}
  }
  return Observer as unknown as typeof PerformanceObserver;
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('measureFieldData', () => {
  const beacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
  beforeEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    // jsdom's performance has neither.
    Object.defineProperty(performance, 'getEntriesByType', { value: () => [{ responseStart: 212.4 }], configurable: true });
    Object.defineProperty(performance, 'mark', { value: () => undefined, configurable: true });
    beacon.mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends the five numbers once, when the page is hidden, with the template and device only', () => {
    window.PerformanceObserver = observerWith({
      paint: [{ name: 'first-paint', startTime: 100 }, { name: 'first-contentful-paint', startTime: 310.7 }],
      'largest-contentful-paint': [{ startTime: 400 }, { startTime: 1234.6 }],
      // Two windows: 0.05 + 0.03 within a second, then 0.02 alone three seconds later; a shift after input is left out.
      'layout-shift': [
        { startTime: 1000, value: 0.05, hadRecentInput: false },
        { startTime: 1500, value: 0.03, hadRecentInput: false },
        { startTime: 1600, value: 0.5, hadRecentInput: true },
        { startTime: 4600, value: 0.02, hadRecentInput: false },
      ],
      // One interaction's longest event counts.
      event: [
        { interactionId: 7, duration: 96 },
        { interactionId: 7, duration: 152 },
        { interactionId: 0, duration: 400 },
        { interactionId: 9, duration: 48 },
      ],
    });
    measureFieldData({ template: 'product', device: 'phone' });
    expect(beacon).not.toHaveBeenCalled();
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/telemetry/web-vitals');
    expect(JSON.parse(String(body))).toEqual({
      template: 'product',
      device: 'phone',
      metrics: { TTFB: 212, FCP: 311, LCP: 1235, CLS: 0.08, INP: 152 },
    });
  });

  it('reports a page without shifts as CLS 0 and leaves out what the browser does not measure', () => {
    window.PerformanceObserver = observerWith({ 'layout-shift': [] });
    measureFieldData({ template: 'home', device: 'desktop' });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(String(beacon.mock.calls[0]![1]))).toEqual({ template: 'home', device: 'desktop', metrics: { TTFB: 212, CLS: 0 } });
  });
});
