import { en } from './en';
import { pl } from './pl';

/** Both languages at once, for tests; the browser loads one at a time (registerTranslations). */
export const backofficeTranslations = { en, pl };
