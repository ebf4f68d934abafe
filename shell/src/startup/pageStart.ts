// The start of a page sent with its first screen, built on its own into start.js (a few hundred bytes, no
// federation runtime). The page composer links it in place of the page bundle, named in its data-main attribute.
import { afterFirstPaint } from './afterFirstPaint';
import { markFirstScreensInert } from './markFirstScreensInert';

/**
 * Loads the page bundle once the first screen has been shown. The bundle's own start (the federation runtime,
 * then the libraries) would otherwise be downloaded beside the first screen's stylesheets and pictures, and run
 * before the browser's first paint; the shopper sees the page sooner without it.
 */
export function loadPageBundleAfterFirstPaint(
  script: HTMLOrSVGScriptElement | null,
  waitForPaint = afterFirstPaint,
): Promise<void> {
  const bundle = script instanceof HTMLScriptElement ? script.dataset.main : undefined;
  if (!bundle) return Promise.resolve();
  return waitForPaint().then(() => {
    const element = document.createElement('script');
    element.src = bundle;
    document.head.appendChild(element);
    setTimeout(openStorage, 0);
  });
}

/**
 * Opens the page's local storage (the first read waits for the browser to load it) while the bundle downloads, in a
 * task of its own: the bundle's first task reads it (the federation runtime's settings, then the stored cart and
 * session) and would otherwise wait there.
 */
export function openStorage(): void {
  try {
    void window.localStorage.length;
  } catch {
    // Storage refused (privacy settings): the bundle copes, as it would without this.
  }
}

markFirstScreensInert();
void loadPageBundleAfterFirstPaint(document.currentScript);
