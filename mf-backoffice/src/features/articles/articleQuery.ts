/** Which articles the list shows: every one, the published ones, or the drafts. */
export type ArticleFilter = 'all' | 'published' | 'drafts';

/** The list's filter and page as the address keeps them (`?show=&page=`); anything unknown reads as the default. */
export function articleQueryFrom(search: URLSearchParams): { show: ArticleFilter; page: number } {
  const show = search.get('show');
  const asked = Number(search.get('page') ?? '0');
  return { show: show === 'published' || show === 'drafts' ? show : 'all', page: Number.isInteger(asked) && asked > 0 ? asked : 0 };
}

/** The address's query of a filter and page, without the defaults. */
export function articleQueryOf(show: ArticleFilter, page: number): Record<string, string> {
  return { ...(show === 'all' ? {} : { show }), ...(page > 0 ? { page: String(page) } : {}) };
}

/** The query as the API's list takes it: a page of 20, of the published articles or the drafts when asked. */
export function articleApiQuery(show: ArticleFilter, page: number) {
  return { page, size: 20, published: show === 'all' ? undefined : show === 'published' ? ('true' as const) : ('false' as const) };
}
