/**
 * An amount in minor units as the mail's reader writes it: "51,99 zł" in Polish (a non-breaking space before the
 * currency, as Intl writes it), "€51.99" or "PLN 51.99" in English.
 */
export const formatMoney = (cents: number, currency: string, language: string): string =>
  language === 'pl'
    ? new Intl.NumberFormat('pl-PL', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(cents / 100)
    : new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
