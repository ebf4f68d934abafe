import { productTranslationsEn } from './productTranslationsEn';
import { productTranslationsPl } from './productTranslationsPl';

/** Both languages at once, for tests and servers; the page loads one at a time (pageTranslations). */
export const productTranslations = { en: productTranslationsEn, pl: productTranslationsPl };
export type ProductTranslations = typeof productTranslationsEn;
