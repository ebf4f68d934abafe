import { ArticleCommentListSchema, apiGet, type ArticleComment } from '@inercise/shared';

/** The logged-in customer's comments on an article not shown yet: waiting or not approved. */
export function fetchOwnComments(token: string, articleId: number, signal?: AbortSignal): Promise<ArticleComment[]> {
  return apiGet(`/articles/${articleId}/comments/mine`, { token, schema: ArticleCommentListSchema, signal });
}
