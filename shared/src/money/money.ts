import type { CurrencyName } from '@inercise/contracts/domain/currency';
import type { Language } from '@inercise/contracts/i18n/languages';

/** Rounds to whole grosze/cents, away from binary-fraction noise (0.1 + 0.2). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** Groups the digits of a whole number in threes with the given separator: 1234567 → 1 234 567. */
function group(digits: string, separator: string): string {
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) text += separator + digits.slice(i, i + 3);
  return text;
}

/**
 * "8 499 PLN", "19,99 PLN", "1,999 EUR": grouping by the UI language, decimals only when there are some.
 * Written out rather than through Intl.NumberFormat: the formats are fixed (Polish: no-break space and a decimal
 * comma, grouped from four digits as shops print them; English: comma and point), and building the first
 * NumberFormat costs a page about 15 ms of its start-up on a fast computer.
 */
export function formatPrice(amount: number, currency: CurrencyName, language: Language): string {
  const rounded = roundMoney(amount);
  const cents = Math.round(Math.abs(rounded) * 100);
  const whole = group(String(Math.floor(cents / 100)), language === 'pl' ? '\u00a0' : ',');
  const fraction = cents % 100;
  const decimals = fraction === 0 ? '' : `${language === 'pl' ? ',' : '.'}${String(fraction).padStart(2, '0')}`;
  return `${rounded < 0 ? '-' : ''}${whole}${decimals}\u00a0${currency}`;
}

interface Priced {
  currentPrice: number;
  currentPriceEur: number;
  previousPrice: number;
  previousPriceEur: number;
}

export function currentPriceOf(product: Priced, currency: CurrencyName): number {
  return currency === 'EUR' ? product.currentPriceEur : product.currentPrice;
}

/**
 * The struck-through price, or null when there is none (shown when non-zero:
 * docs/product-rules.md#catalogue-and-prices).
 */
export function previousPriceOf(product: Priced, currency: CurrencyName): number | null {
  const value = currency === 'EUR' ? product.previousPriceEur : product.previousPrice;
  return value > 0 ? value : null;
}

/**
 * The lowest price of the 30 days before a reduction, shown beside every struck-through price (the Omnibus rule,
 * docs/product-rules.md#catalogue-and-prices); null when the product is not reduced. A reduced product without a
 * known lowest has had no other price than its current one (as the API counts it), so that is its lowest.
 */
export function lowestPrice30dOf(
  product: Priced & { lowestPrice30d: number | null; lowestPrice30dEur: number | null },
  currency: CurrencyName,
): number | null {
  if (previousPriceOf(product, currency) === null) return null;
  return (currency === 'EUR' ? product.lowestPrice30dEur : product.lowestPrice30d) ?? currentPriceOf(product, currency);
}
