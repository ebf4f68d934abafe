import type { TranslationSources } from './translationRegistry';

/** The texts every bundle shows (validation, fallback, errors, prices): one chunk per language. */
export const commonTranslationSources: TranslationSources = {
  en: () => import(/* webpackChunkName: "texts-common-en" */ './commonTranslationsEn').then((m) => m.commonTranslationsEn),
  pl: () => import(/* webpackChunkName: "texts-common-pl" */ './commonTranslationsPl').then((m) => m.commonTranslationsPl),
};
