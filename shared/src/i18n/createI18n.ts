import type { i18n as I18n } from 'i18next';
import { commonTranslations } from '@inercise/contracts/i18n/commonTranslations';
import { productTranslations } from '@inercise/contracts/domain/productTranslations';
import type { Language } from '@inercise/contracts/i18n/languages';
import { newI18nInstance } from './newI18nInstance';
import { registerTranslations } from './translationRegistry';

/**
 * A fresh instance with the shared texts of both languages already in it, for tests and servers, which render at
 * once in either language. Never part of a browser bundle: the page's instance downloads one language at a time.
 */
export function createI18n(language: Language): I18n {
  const instance = newI18nInstance(language);
  void registerTranslations(instance, 'common', commonTranslations);
  void registerTranslations(instance, 'products', productTranslations);
  return instance;
}
