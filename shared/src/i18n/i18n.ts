import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from '@inercise/shared/react-i18n';
import { languageFromPath } from '../paths/localizedPath';
import { fallbackLanguage, isLanguage, languages, type Language } from './languages';
import { commonTranslations } from './commonTranslations';
import { productTranslations } from '../domain/productTranslations';

/** SPEC: the first path segment decides, then the browser's language, then English. */
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

/** A fresh, fully initialised instance (tests make their own; the page uses `i18n` below). */
export function createI18n(language?: Language): I18n {
  const instance = i18next.createInstance();
  const resources: Resource = {};
  for (const lang of languages) {
    resources[lang] = { common: commonTranslations[lang], products: productTranslations[lang] };
  }
  void instance.use(initReactI18next).init({
    lng: language ?? detectLanguage(currentPath(), browserLanguages()),
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    ns: ['common', 'products'],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined' && isLanguage(lng)) document.documentElement.lang = lng;
  });
  if (typeof document !== 'undefined') document.documentElement.lang = instance.language;
  return instance;
}

/** The page's one i18n instance (a federation singleton, like the store). */
export const i18n: I18n = createI18n();

/** Each bundle adds its own namespace when it loads; both languages at once. */
export function addTranslations(
  namespace: string,
  translations: Record<Language, Record<string, unknown>>,
  instance: I18n = i18n,
): void {
  for (const lang of languages) {
    instance.addResourceBundle(lang, namespace, translations[lang], true, true);
  }
}

export function currentLanguage(instance: I18n = i18n): Language {
  return isLanguage(instance.language) ? instance.language : fallbackLanguage;
}
