import type { Slugs } from '@inercise/contracts';

/** The pages that have slugs: a product's and an article's. */
export const SLUG_KINDS = ['product', 'article'] as const;
export type SlugKind = (typeof SLUG_KINDS)[number];

/** A page's slug in each language. */
export type PageSlugs = Slugs;
type SlugLanguage = keyof PageSlugs;
export const SLUG_LANGUAGES: readonly SlugLanguage[] = ['en', 'pl'];
