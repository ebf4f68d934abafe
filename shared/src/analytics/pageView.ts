import type { Language } from '@inercise/contracts/i18n/languages';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  language: Language;
}

/** Tag-manager convention: push to window.dataLayer, where the analytics tag reads it. */
export function reportPageView(path: string, language: Language): void {
  const entry: PageViewEvent = { event: 'page_view', page_path: path, language };
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/** Loads a real tag only when the runtime config names one (an external script, so CSP can list its origin). */
export function loadAnalyticsTag(src: string | undefined): void {
  if (!src || document.querySelector(`script[data-analytics-tag]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.analyticsTag = 'true';
  document.head.appendChild(script);
}
