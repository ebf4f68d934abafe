import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/** A product's or an article's slug in each language (see paths/slug.ts for their shape). */
export const SlugsSchema = lazySchema(() => z.object({ en: z.string(), pl: z.string() }));
export type Slugs = z.infer<typeof SlugsSchema>;

/**
 * GET /slugs/{kind}/{slug}: what a slug (current or one a page had before a rename, in either language) names,
 * and the slugs it has now. 404 `slugNotFound` for a slug nothing ever had.
 */
export const SlugLookupSchema = lazySchema(() => z.object({ id: z.int(), slugs: SlugsSchema }));
export type SlugLookup = z.infer<typeof SlugLookupSchema>;

/** One product or article in the sitemap: its slugs and when it last changed (ISO date-time). */
export const SitemapEntrySchema = lazySchema(() => z.object({ id: z.int(), slugs: SlugsSchema, lastModified: z.string() }));
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;

/** GET /sitemap-entries: every product shown in the shop and every published article. */
export const SitemapEntriesSchema = lazySchema(() =>
  z.object({
    products: z.array(SitemapEntrySchema),
    articles: z.array(SitemapEntrySchema),
    /** The blog categories that hold a published article: each filtered blog page is in the sitemap. */
    articleCategories: z.optional(z.array(z.object({ slug: z.string(), lastModified: z.string() }))),
  }),
);
export type SitemapEntries = z.infer<typeof SitemapEntriesSchema>;
