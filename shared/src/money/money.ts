import type { CurrencyName, Language } from '../i18n/languages';

/** Rounds to whole grosze/cents, away from binary-fraction noise (0.1 + 0.2). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** "8 499 PLN", "19,99 PLN", "1,999 EUR": grouping by the UI language, decimals only when there are some. */
export function formatPrice(amount: number, currency: CurrencyName, language: Language): string {
  const rounded = roundMoney(amount);
  const whole = Number.isInteger(rounded);
  const text = new Intl.NumberFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(rounded);
  // Polish groups with a no-break space only from five digits; a shop shows "8 499" too.
  const grouped = language === 'pl' && /^\d{4}(,|$)/.test(text) ? `${text[0]}\u00a0${text.slice(1)}` : text;
  return `${grouped}\u00a0${currency}`;
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

/** The struck-through price, or null when there is none (SPEC: shown when non-zero). */
export function previousPriceOf(product: Priced, currency: CurrencyName): number | null {
  const value = currency === 'EUR' ? product.previousPriceEur : product.previousPrice;
  return value > 0 ? value : null;
}
