import type { Language } from '@inercise/shared';
import { en } from './en';
import { pl } from './pl';
import { en as homeEn } from '../features/home/texts/en';
import { pl as homePl } from '../features/home/texts/pl';
import { en as blogEn } from '../features/blog/texts/en';
import { pl as blogPl } from '../features/blog/texts/pl';
import { en as articleEn } from '../features/article/texts/en';
import { pl as articlePl } from '../features/article/texts/pl';
import { en as commentsEn } from '../features/comments/texts/en';
import { pl as commentsPl } from '../features/comments/texts/pl';
import { en as contactEn } from '../features/contact/texts/en';
import { pl as contactPl } from '../features/contact/texts/pl';
import { en as inerciseEn } from '../features/inercise/texts/en';
import { pl as inercisePl } from '../features/inercise/texts/pl';
import { en as atlasEn } from '../features/atlas/texts/en';
import { pl as atlasPl } from '../features/atlas/texts/pl';
import { en as applicationEn } from '../features/application/texts/en';
import { pl as applicationPl } from '../features/application/texts/pl';
import { en as partnersEn } from '../features/partners/texts/en';
import { pl as partnersPl } from '../features/partners/texts/pl';
import { en as legalEn } from '../features/legal/texts/en';
import { pl as legalPl } from '../features/legal/texts/pl';
import { en as qrEn } from '../features/qr/texts/en';
import { pl as qrPl } from '../features/qr/texts/pl';
import { en as favouritesEn } from '../features/favourites/texts/en';
import { pl as favouritesPl } from '../features/favourites/texts/pl';

export type Texts = Record<string, unknown>;

const isBranch = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/** The parts laid over each other as i18next adds them (deep): each page's `meta` entry beside the others. */
export function merged(parts: Texts[]): Texts {
  const result: Texts = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const present = result[key];
      result[key] = isBranch(present) && isBranch(value) ? merged([present, value]) : value;
    }
  }
  return result;
}

/**
 * The whole content namespace in both languages, for what holds every page at once: the server's first screens and
 * the tests. The browser downloads it in parts (i18n/registerTranslations, i18n/pageTexts).
 */
export const contentTranslations: Record<Language, Texts> = {
  en: merged([en, homeEn, blogEn, articleEn, commentsEn, contactEn, inerciseEn, atlasEn, applicationEn, partnersEn, legalEn, qrEn, favouritesEn]),
  pl: merged([pl, homePl, blogPl, articlePl, commentsPl, contactPl, inercisePl, atlasPl, applicationPl, partnersPl, legalPl, qrPl, favouritesPl]),
};
