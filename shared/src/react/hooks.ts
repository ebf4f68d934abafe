import { useCallback } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { isLanguage, fallbackLanguage, type Language } from '@inercise/contracts/i18n/languages';
import { localizePath } from '../paths/localizedPath';
import { useAppSelector } from '../store/hooks';
import { selectCurrency } from '../store/currencySlice';
import type { CurrencyName } from '@inercise/contracts/domain/currency';

/** The UI language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : fallbackLanguage;
}

/** Builds links that keep the shopper's language: localize('/shop') → '/pl/shop'. */
export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}

export function useCurrency(): CurrencyName {
  return useAppSelector(selectCurrency);
}
