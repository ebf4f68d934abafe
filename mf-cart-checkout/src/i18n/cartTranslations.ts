import { en } from './en';
import { pl } from './pl';
import { en as pagesEn } from './pages/en';
import { pl as pagesPl } from './pages/pl';

/**
 * Both languages at once and every part, for tests and the server; the browser loads one language at a time, the
 * pages' part with the pages (registerTranslations, registerPageTexts).
 */
export const cartTranslations = { en: { ...en, ...pagesEn }, pl: { ...pl, ...pagesPl } };
