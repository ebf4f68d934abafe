import { en } from './en';
import { pl } from './pl';

/** Both languages at once, for tests and the server; the browser loads one at a time (registerTranslations). */
export const cartTranslations = { en, pl };
