import { SlugLookupSchema, apiGet, type SlugLookup } from '@inercise/shared';

/**
 * The published article a slug names, current or one it had before a rename, in either language, with its slugs
 * now (GET /slugs/article/{slug}); the API answers 404 for a slug no published article ever had.
 */
export function lookupArticleSlug(slug: string, signal?: AbortSignal): Promise<SlugLookup> {
  return apiGet(`/slugs/article/${encodeURIComponent(slug)}`, { schema: SlugLookupSchema, signal });
}
