/** The shop's name: after every page's own title, and wherever structured data names the brand or the shop. */
export const BRAND = 'Inercise';

/**
 * A page's `<title>`: its own title and the brand ("Shop · Inercise"), or the brand alone. The same on the server
 * and in the browser, so the title does not change when the application starts.
 */
export function pageTitle(title: string | null): string {
  return !title || title === BRAND ? BRAND : `${title} · ${BRAND}`;
}
