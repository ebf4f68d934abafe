import { apiRequest, pageSchema, type Page } from '@inercise/shared';
import { AdminSubscriberSchema, type AdminSubscriber } from '@inercise/shared/admin';
import { fetchCsv } from '../common/fetchCsv';

const SubscribersPageSchema = pageSchema(AdminSubscriberSchema);

/** The search and page as the address keeps them (`?q=&page=`). */
export function subscriberQueryFrom(search: URLSearchParams): { q: string; page: number } {
  const asked = Number(search.get('page') ?? '0');
  return { q: search.get('q') ?? '', page: Number.isInteger(asked) && asked > 0 ? asked : 0 };
}

/** The address's query of a search and page, without the empty ones. */
export function subscriberQueryOf(q: string, page: number): Record<string, string> {
  return { ...(q.trim() ? { q: q.trim() } : {}), ...(page > 0 ? { page: String(page) } : {}) };
}

/** GET /admin/newsletter: one page of subscribers, newest first, those whose e-mail holds `q`. */
export async function fetchSubscribers(token: string, q: string, page: number, signal?: AbortSignal): Promise<Page<AdminSubscriber>> {
  const query = new URLSearchParams({ ...(q ? { q } : {}), page: String(page), size: '20' });
  return (await apiRequest(`/admin/newsletter?${query.toString()}`, { token, schema: SubscribersPageSchema, signal })).data;
}

/** DELETE /admin/newsletter/{id}: the subscriber asked to be removed. */
export async function removeSubscriber(token: string, id: number): Promise<void> {
  await apiRequest(`/admin/newsletter/${id}`, { method: 'DELETE', token });
}

/** GET /admin/newsletter.csv: every subscriber, whatever the search shows. */
export const exportSubscribers = (token: string) => fetchCsv(token, '/admin/newsletter.csv', 'inercise-newsletter.csv');
