import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from '@inercise/shared/react-i18n';
import { fallbackLanguage, isLanguage, languages, type Language } from '@inercise/contracts/i18n/languages';

/** An initialised i18next instance holding no texts yet; `<html lang>` follows its language. */
export function newI18nInstance(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    ns: ['common'],
    defaultNS: 'common',
    // Texts are added per namespace and language (translationRegistry); none are bundled with the instance.
    resources: {},
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
