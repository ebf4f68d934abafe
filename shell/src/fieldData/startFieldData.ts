import { getRuntimeConfig, mediaQueries } from '@inercise/shared';
import { pageTemplate } from './pageTemplate';

/** The share of page loads that report their field data when runtime-config.json does not say. */
const FIELD_DATA_SAMPLE_RATE = 0.1;

/**
 * Field data of this page load, for a sample of them: once the page has loaded and the browser is idle, the small
 * measuring chunk is fetched; it reports when the page is hidden. Nothing of it is in the first view's scripts, and
 * a page load outside the sample fetches nothing at all.
 */
export function startFieldData(random: () => number = Math.random): void {
  const template = pageTemplate(location.pathname);
  // A page loaded in the background paints when shown: its timings would not be what a shopper waited for.
  if (!template || document.visibilityState === 'hidden' || typeof navigator.sendBeacon !== 'function' || typeof PerformanceObserver === 'undefined') return;
  if (random() >= (getRuntimeConfig().fieldDataSampleRate ?? FIELD_DATA_SAMPLE_RATE)) return;
  const device = window.matchMedia(mediaQueries.phone).matches ? 'phone' : 'desktop';
  const measure = () => {
    import(/* webpackChunkName: "field-data" */ './measureFieldData')
      .then(({ measureFieldData }) => measureFieldData({ template, device }))
      .catch(() => undefined);
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(measure, { timeout: 5000 }) : setTimeout(measure, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
