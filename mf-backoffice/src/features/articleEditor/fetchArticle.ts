import { apiRequest } from '@inercise/shared';
import { AdminArticleSchema, type AdminArticle } from '@inercise/shared/admin';

/** GET /admin/articles/{id}: one article, a draft too, whole. */
export async function fetchArticle(token: string, id: number, signal?: AbortSignal): Promise<AdminArticle> {
  return (await apiRequest(`/admin/articles/${id}`, { token, schema: AdminArticleSchema, signal })).data;
}
