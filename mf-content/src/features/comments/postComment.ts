import { ArticleCommentSchema, apiRequest, type ArticleComment } from '@inercise/shared';

/** POST /add-comment: the new comment, waiting for approval. Any refusal throws an ApiError. */
export async function postComment(token: string, articleId: number, text: string): Promise<ArticleComment> {
  return (await apiRequest('/add-comment', { method: 'POST', token, body: { articleId, text }, schema: ArticleCommentSchema })).data;
}
