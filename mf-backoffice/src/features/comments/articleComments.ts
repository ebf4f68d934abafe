import { apiRequest, pageSchema, type ArticleCommentStatus, type Page } from '@inercise/shared';
import { AdminArticleCommentSchema, type AdminArticleComment } from '@inercise/shared/admin';

const CommentsPageSchema = pageSchema(AdminArticleCommentSchema);

/** Which comments the list shows: every one (the waiting ones first), or those of one state. */
export type CommentFilter = 'all' | ArticleCommentStatus;
export const commentFilters: readonly CommentFilter[] = ['all', 'PENDING', 'APPROVED', 'REJECTED'];

const isFilter = (value: string | null): value is CommentFilter => commentFilters.some((filter) => filter === value);

/** The list's filter and page as the address keeps them (`?show=&page=`); anything unknown reads as the default. */
export function commentQueryFrom(search: URLSearchParams): { show: CommentFilter; page: number } {
  const show = search.get('show');
  const asked = Number(search.get('page') ?? '0');
  return { show: isFilter(show) ? show : 'all', page: Number.isInteger(asked) && asked > 0 ? asked : 0 };
}

/** The address's query of a filter and page, without the defaults. */
export function commentQueryOf(show: CommentFilter, page: number): Record<string, string> {
  return { ...(show === 'all' ? {} : { show }), ...(page > 0 ? { page: String(page) } : {}) };
}

/** GET /admin/comments: one page, the waiting ones first. */
export async function fetchComments(token: string, show: CommentFilter, page: number, signal?: AbortSignal): Promise<Page<AdminArticleComment>> {
  const status = show === 'all' ? '' : `&status=${show}`;
  return (await apiRequest(`/admin/comments?page=${page}&size=20${status}`, { token, schema: CommentsPageSchema, signal })).data;
}

/** PATCH /admin/comments/{id}: approves or rejects it; the API answers the comment as it now is. */
export async function moderateComment(token: string, id: number, status: 'APPROVED' | 'REJECTED'): Promise<AdminArticleComment> {
  return (await apiRequest(`/admin/comments/${id}`, { method: 'PATCH', token, body: { status }, schema: AdminArticleCommentSchema })).data;
}

/** DELETE /admin/comments/{id}: removes it for good. */
export async function removeComment(token: string, id: number): Promise<void> {
  await apiRequest(`/admin/comments/${id}`, { method: 'DELETE', token });
}
