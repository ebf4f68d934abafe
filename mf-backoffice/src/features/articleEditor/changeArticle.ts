import { apiRequest } from '@inercise/shared';
import { AdminArticleSchema, type AdminArticle, type AdminArticleChange } from '@inercise/shared/admin';

/** PATCH /admin/articles/{id}: the fields sent (`{published}` alone publishes or unpublishes); answers the article. */
export async function changeArticle(token: string, id: number, change: AdminArticleChange): Promise<AdminArticle> {
  return (await apiRequest(`/admin/articles/${id}`, { method: 'PATCH', token, body: change, schema: AdminArticleSchema })).data;
}
