import { ArticleSchema, apiGet, pageSchema, type Article } from '@inercise/shared';

const ArticlePageSchema = pageSchema(ArticleSchema);

/** Every published article, newest first (SPEC 7: GET /articles/published, DESC). */
export async function fetchPublishedArticles(signal?: AbortSignal): Promise<Article[]> {
  const page = await apiGet('/articles/published?sortBy=datePublished&sortDir=DESC', { schema: ArticlePageSchema, signal });
  return page.content;
}
