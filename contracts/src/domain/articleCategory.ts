import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/** A blog category (GET /article-category): its name in each language and the slug the blog's address names it by. */
export const ArticleCategorySchema = lazySchema(() =>
  z.object({ id: z.int(), slug: z.string(), nameDict: z.object({ en: z.string(), pl: z.string() }) }),
);
export type ArticleCategory = z.infer<typeof ArticleCategorySchema>;

/** GET /article-category: every category, in the blog's order. */
export const ArticleCategoriesSchema = lazySchema(() => z.array(ArticleCategorySchema));
