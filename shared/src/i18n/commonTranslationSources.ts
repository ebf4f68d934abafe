import type { TranslationSources } from './translationRegistry';

/** The texts every bundle shows (validation, fallback, errors, prices): one chunk per language. */
export const commonTranslationSources: TranslationSources = {
  en: () => import(/* webpackChunkName: "texts-common-en" */ '@inercise/contracts/i18n/commonTranslationsEn').then((m) => m.commonTranslationsEn),
  pl: () => import(/* webpackChunkName: "texts-common-pl" */ '@inercise/contracts/i18n/commonTranslationsPl').then((m) => m.commonTranslationsPl),
};
