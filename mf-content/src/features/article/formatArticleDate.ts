const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The article page's date: year-month-day, zero padded (docs/product-rules.md#content-pages), in UTC so every
 * visitor sees the day the server stored. Text the browser cannot read as a date falls back to its first 10 characters.
 */
export function formatArticleDate(datePublished: string): string {
  const date = new Date(datePublished);
  if (Number.isNaN(date.getTime())) return datePublished.slice(0, 10);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
