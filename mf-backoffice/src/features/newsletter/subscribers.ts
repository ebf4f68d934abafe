import { adminSubscribersCsv } from '@inercise/shared/endpoints/adminInbox';
import { fetchCsv } from '../common/fetchCsv';

/** The search and page as the address keeps them (`?q=&page=`). */
export function subscriberQueryFrom(search: URLSearchParams): { q: string; page: number } {
  const asked = Number(search.get('page') ?? '0');
  return { q: search.get('q') ?? '', page: Number.isInteger(asked) && asked > 0 ? asked : 0 };
}

/** The address's query of a search and page, without the empty ones. */
export function subscriberQueryOf(q: string, page: number): Record<string, string> {
  return { ...(q.trim() ? { q: q.trim() } : {}), ...(page > 0 ? { page: String(page) } : {}) };
}

/** GET /admin/newsletter.csv: every subscriber, whatever the search shows. */
export const exportSubscribers = (token: string) => fetchCsv(adminSubscribersCsv, { token }, 'inercise-newsletter.csv');
