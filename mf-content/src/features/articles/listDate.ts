/**
 * Lists show the first 10 characters of datePublished (docs/product-rules.md#content-pages): the ISO year-month-day.
 */
export function listDate(datePublished: string): string {
  return datePublished.slice(0, 10);
}
