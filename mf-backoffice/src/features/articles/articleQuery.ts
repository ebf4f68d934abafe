import { apiRequest, pageSchema, type Page } from '@inercise/shared';
import { AdminArticleRowSchema, type AdminArticleRow } from '@inercise/shared/admin';

const ArticlesPageSchema = pageSchema(AdminArticleRowSchema);

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

/** GET /admin/articles: one page, drafts included, newest publication day first. */
export async function fetchArticles(token: string, show: ArticleFilter, page: number, signal?: AbortSignal): Promise<Page<AdminArticleRow>> {
  const published = show === 'all' ? '' : `&published=${show === 'published'}`;
  return (await apiRequest(`/admin/articles?page=${page}&size=20${published}`, { token, schema: ArticlesPageSchema, signal })).data;
}
