import type { ArticleCommentStatus } from '@inercise/shared';

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

/** The query as the API's list takes it: a page of 20, of one state when asked. */
export function commentApiQuery(show: CommentFilter, page: number) {
  return { page, size: 20, status: show === 'all' ? undefined : show };
}
