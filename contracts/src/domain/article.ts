import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { ArticleCategorySchema } from './articleCategory';
import { SlugsSchema } from './slugs';

export const LocalizedTextSchema = lazySchema(() => z.object({ en: z.string(), pl: z.string() }));
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** Bodies separate paragraphs with the two characters backslash and n (docs/product-rules.md#content-pages). */
export const ArticleSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    titleDict: LocalizedTextSchema,
    bodyDict: LocalizedTextSchema,
    /** Its page's path segment per language (/pl/article/{slugs.pl}); an API without slugs leaves it out. */
    slugs: z.optional(SlugsSchema),
    author: z.string(),
    /** ISO date-time; lists show its first 10 characters. */
    datePublished: z.string(),
    image: z.string(),
    thumbnail: z.string(),
    /** What the header picture shows, per language: its alt text (empty: decorative). An older API leaves it out. */
    imageAltDict: z.optional(LocalizedTextSchema),
    /** Its blog category; null when it has none, left out by an older API. */
    category: z.optional(z.nullable(ArticleCategorySchema)),
  }),
);
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleSortDirSchema = lazySchema(() => z.enum(['ASC', 'DESC']));
export type ArticleSortDir = z.infer<typeof ArticleSortDirSchema>;

// The body's rules live with the function that applies them (its own small entry); the contracts name them too.
export { ARTICLE_HEADING_THRESHOLD, ARTICLE_PARAGRAPH_SEPARATOR } from './articleParagraphs';
