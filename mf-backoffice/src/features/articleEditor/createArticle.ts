import { apiRequest } from '@inercise/shared';
import { AdminArticleSchema, type AdminArticle, type AdminArticleDraft } from '@inercise/shared/admin';

/** POST /admin/articles: a new article, a draft unless `published`; the API answers it with its id. */
export async function createArticle(token: string, draft: AdminArticleDraft): Promise<AdminArticle> {
  return (await apiRequest('/admin/articles', { method: 'POST', token, body: draft, schema: AdminArticleSchema })).data;
}
