import { SlugLookupSchema, apiGet, type SlugLookup } from '@inercise/shared';

/**
 * GET /slugs/product/{slug}: the product a slug names, current or one it had before a rename, with its slugs now.
 * The API answers 404 for a slug no product shown in the shop ever had.
 */
export function fetchSlugLookup(slug: string, signal?: AbortSignal): Promise<SlugLookup> {
  return apiGet(`/slugs/product/${encodeURIComponent(slug)}`, { schema: SlugLookupSchema, signal });
}
