import { apiGet, ArticleCategoriesSchema, type ArticleCategory } from '@inercise/shared';

/** GET /article-category: the blog's categories the owner chooses from. */
export async function fetchCategories(signal?: AbortSignal): Promise<ArticleCategory[]> {
  return apiGet('/article-category', { schema: ArticleCategoriesSchema, signal });
}
