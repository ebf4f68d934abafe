import type { Slugs } from '@inercise/contracts';

/** The pages that have slugs: a product's and an article's. */
export type SlugKind = 'product' | 'article';

/** A page's slug in each language. */
export type PageSlugs = Slugs;
type SlugLanguage = keyof PageSlugs;
export const SLUG_LANGUAGES: readonly SlugLanguage[] = ['en', 'pl'];
