import { ArticleSchema, apiGet, pageSchema, type Article } from '@inercise/shared';

const ArticlePageSchema = pageSchema(ArticleSchema);

/** Every published article, newest first (GET /articles/published, DESC: docs/architecture.md#calls-to-the-api). */
export async function fetchPublishedArticles(signal?: AbortSignal): Promise<Article[]> {
  const page = await apiGet('/articles/published?sortBy=datePublished&sortDir=DESC', { schema: ArticlePageSchema, signal });
  return page.content;
}
