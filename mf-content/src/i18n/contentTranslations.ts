import { en } from './en';
import { pl } from './pl';

export const contentTranslations = { en, pl };
