import type { PageTemplate } from './pageTemplate';

/** Where the shell's server takes a page load's report (web-server/src/fieldData.ts). */
const FIELD_DATA_ENDPOINT = '/telemetry/web-vitals';

type MetricName = 'FCP' | 'LCP' | 'INP' | 'CLS' | 'TTFB';

/** Not in TypeScript's DOM library yet. */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** An event's timing with the interaction it belongs to (0 for none); not in TypeScript's DOM library yet. */
interface InteractionTiming extends PerformanceEntry {
  interactionId: number;
}

/**
 * Measures this page load's Core Web Vitals from the browser's own performance entries (buffered, so what happened
 * before this chunk arrived counts) and sends them once, with `navigator.sendBeacon`, when the page is first
 * hidden or left: the page's template, the device class and five numbers; nothing about the shopper, no cookie of
 * its own.
 */
export function measureFieldData({ template, device }: { template: PageTemplate; device: 'phone' | 'desktop' }, endpoint = FIELD_DATA_ENDPOINT): void {
  const metrics: Partial<Record<MetricName, number>> = {};
  const observe = (type: string, take: (entries: PerformanceEntry[]) => void, options: Record<string, unknown> = {}) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
    new PerformanceObserver((list) => take(list.getEntries())).observe({ type, buffered: true, ...options });
    return true;
  };

  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.responseStart > 0) metrics.TTFB = navigation.responseStart;

  observe('paint', (entries) => {
    const paint = entries.find((entry) => entry.name === 'first-contentful-paint');
    if (paint) metrics.FCP = paint.startTime;
  });

  // The largest paint counts until the shopper first does something (as the browser itself stops reporting then).
  let interacted = false;
  const stopLargest = () => {
    interacted = true;
  };
  for (const type of ['keydown', 'pointerdown']) addEventListener(type, stopLargest, { once: true, capture: true });
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last && !interacted) metrics.LCP = last.startTime;
  });

  // CLS: the worst session window of shifts (each under a second from the last, at most five seconds long).
  let windowSum = 0;
  let windowStart = 0;
  let windowLast = 0;
  // A page that never shifts scores 0 (where the browser measures shifts at all).
  if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) metrics.CLS = 0;
  observe('layout-shift', (entries) => {
    for (const shift of entries as LayoutShift[]) {
      if (shift.hadRecentInput) continue;
      const sameWindow = windowSum > 0 && shift.startTime - windowLast < 1000 && shift.startTime - windowStart < 5000;
      windowSum = sameWindow ? windowSum + shift.value : shift.value;
      if (!sameWindow) windowStart = shift.startTime;
      windowLast = shift.startTime;
      metrics.CLS = Math.max(metrics.CLS ?? 0, windowSum);
    }
  });

  // INP: each interaction's longest event; of many, one in fifty of the worst is left out (the 98th percentile).
  const interactions = new Map<number, number>();
  const takeEvents = (entries: PerformanceEntry[]) => {
    for (const event of entries as InteractionTiming[]) {
      if (event.interactionId) interactions.set(event.interactionId, Math.max(interactions.get(event.interactionId) ?? 0, event.duration));
    }
  };
  observe('event', takeEvents, { durationThreshold: 40 });
  observe('first-input', takeEvents);

  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    const durations = [...interactions.values()].sort((a, b) => b - a);
    if (durations.length > 0) metrics.INP = durations[Math.min(durations.length - 1, Math.floor(durations.length / 50))];
    const rounded = Object.fromEntries(
      Object.entries(metrics)
        .filter(([, value]) => Number.isFinite(value) && value >= 0)
        .map(([name, value]) => [name, name === 'CLS' ? Math.round(value * 10000) / 10000 : Math.round(value)]),
    );
    if (Object.keys(rounded).length > 0) navigator.sendBeacon(endpoint, JSON.stringify({ template, device, metrics: rounded }));
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
  // Lets tools (and the end-to-end suite) see that this page load is being measured.
  performance.mark('inercise:field-data');
}
