export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'en';

import type { CurrencyName } from '../domain/currency';

export const currencyNames: readonly CurrencyName[] = ['PLN', 'EUR'];

export function isLanguage(value: unknown): value is Language {
  return value === 'pl' || value === 'en';
}

/** docs/product-rules.md#languages-and-currency: Polish UI pays in PLN, any other language in EUR. */
export function defaultCurrencyFor(language: Language): CurrencyName {
  return language === 'pl' ? 'PLN' : 'EUR';
}
