import type { Language } from '@inercise/contracts/i18n/languages';
import { readConsent } from './consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  language: Language;
}

/**
 * Tag-manager convention: push to window.dataLayer, where the analytics tag reads it; only once the shopper has
 * accepted analytics (consent.ts), so a tag loaded later is not handed the pages seen before.
 */
export function reportPageView(path: string, language: Language): void {
  if (readConsent() !== 'granted') return;
  const entry: PageViewEvent = { event: 'page_view', page_path: path, language };
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/**
 * Loads a real tag only when the runtime config names one (an external script, so CSP can list its origin); the
 * shell calls it through startAnalytics, after the shopper's consent.
 */
export function loadAnalyticsTag(src: string | undefined): void {
  if (!src || document.querySelector(`script[data-analytics-tag]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.analyticsTag = 'true';
  document.head.appendChild(script);
}
