/** How long the start waits for the first paint at most. */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Resolves once the browser has shown the page for the first time (the first-contentful-paint entry), so the
 * shop's scripts start downloading after the first screen and its largest picture have been asked for and drawn,
 * instead of sharing a slow connection with them. Resolves at once in a background tab (it paints nothing until
 * shown: its scripts may as well be ready by then) and after FIRST_PAINT_WAIT_MS at the latest.
 */
export function afterFirstPaint(
  environment: { document: Document; PerformanceObserver?: typeof PerformanceObserver } = {
    document,
    PerformanceObserver: typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver,
  },
): Promise<void> {
  const { document: page, PerformanceObserver: Observer } = environment;
  if (page.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(() => done(), FIRST_PAINT_WAIT_MS);
    function done(): void {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    // buffered: the paint may already be behind us when the shell's script runs.
    observer.observe({ type: 'paint', buffered: true });
  });
}
