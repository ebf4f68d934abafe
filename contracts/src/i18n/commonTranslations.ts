import { commonTranslationsEn } from './commonTranslationsEn';
import { commonTranslationsPl } from './commonTranslationsPl';

/** Both languages at once, for tests and servers; the page loads one at a time (pageTranslations). */
export const commonTranslations = { en: commonTranslationsEn, pl: commonTranslationsPl };
