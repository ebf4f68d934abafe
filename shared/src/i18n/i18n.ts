import type { i18n as I18n } from 'i18next';
import { languageFromPath } from '../paths/localizedPath';
import { fallbackLanguage, isLanguage, type Language } from '@inercise/contracts/i18n/languages';
import { commonTranslationSources } from './commonTranslationSources';
import { newI18nInstance } from './newI18nInstance';
import { registerTranslations, switchLanguage, translationsReady as readyOf, type TranslationSources } from './translationRegistry';

/**
 * docs/product-rules.md#languages-and-currency: the first path segment decides, then the browser's language, then
 * English.
 */
export function detectLanguage(pathname: string, browserLanguages: readonly string[]): Language {
  const fromPath = languageFromPath(pathname);
  if (fromPath) return fromPath;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return fallbackLanguage;
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/** The page's one i18n instance (a federation singleton, like the store). Its texts arrive one language at a time. */
export const i18n: I18n = newI18nInstance(detectLanguage(currentPath(), browserLanguages()));
void registerTranslations(i18n, 'common', commonTranslationSources);

/**
 * Each bundle adds its own namespace when it loads: per language either the texts themselves (tests, servers) or a
 * loader (browser bundles: only the page's language is downloaded, the other when the shopper switches).
 */
export function addTranslations(namespace: string, sources: TranslationSources, instance: I18n = i18n): void {
  void registerTranslations(instance, namespace, sources);
}

/**
 * Adds one part of a namespace: a page's own texts, downloaded when the page is first shown rather than with its
 * bundle's first texts. Keys stay those of the namespace. Resolves once the page's language has the part (rejects
 * when it cannot be downloaded; calling again retries); language switches wait for it from then on.
 */
export function addTranslationPart(namespace: string, part: string, sources: TranslationSources, instance: I18n = i18n): Promise<void> {
  return registerTranslations(instance, namespace, sources, part);
}

/** Resolves once every namespace on the page has the current language's texts: wait for it before a first render. */
export function translationsReady(instance: I18n = i18n): Promise<void> {
  return readyOf(instance);
}

/**
 * Switches the page's language once every namespace has its texts (`<html lang>` follows). When they cannot be
 * downloaded the language stays as it was and the promise rejects.
 */
export function changeLanguage(language: Language, instance: I18n = i18n): Promise<void> {
  return switchLanguage(instance, language);
}

export function currentLanguage(instance: I18n = i18n): Language {
  return isLanguage(instance.language) ? instance.language : fallbackLanguage;
}
