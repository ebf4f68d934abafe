/** Spreadsheets read the file as UTF-8 (Polish letters) only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/** The shop's time zone: exports and day filters read times as the owner does. */
export const SHOP_TIME_ZONE = 'Europe/Warsaw';

/**
 * One field as RFC 4180 quotes it. A text a spreadsheet would take for a formula (a name typed as "=HYPERLINK(...)")
 * gets a leading apostrophe, so opening the export never runs what a customer typed.
 */
const csvField = (value: string | number | null): string => {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Lines end with CRLF, as RFC 4180 has them. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string =>
  `${BOM}${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

/** "2026-05-01 14:03:09" in the shop's time zone, as the date filters read days. */
const shopTime = new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });
export const csvShopTime = (value: Date | string | null): string | null => (value === null ? null : shopTime.format(new Date(value)));

/** An attachment's name with today's day, e.g. inercise-orders-2026-05-01.csv. */
export const csvFileName = (kind: string): string => `inercise-${kind}-${new Date().toISOString().slice(0, 10)}.csv`;
