export const languages = ['pl', 'en'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'en';

export const currencyNames = ['PLN', 'EUR'] as const;
export type CurrencyName = (typeof currencyNames)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'pl' || value === 'en';
}

/** SPEC: Polish UI pays in PLN, any other language in EUR. */
export function defaultCurrencyFor(language: Language): CurrencyName {
  return language === 'pl' ? 'PLN' : 'EUR';
}
