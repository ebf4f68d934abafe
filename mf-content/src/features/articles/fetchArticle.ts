import { ArticleSchema, apiGet, type Article } from '@inercise/shared';

/** One article by id (GET /articles/{id}); the API answers 404 for an unknown or unpublished one. */
export function fetchArticle(id: number, signal?: AbortSignal): Promise<Article> {
  return apiGet(`/articles/${id}`, { schema: ArticleSchema, signal });
}
