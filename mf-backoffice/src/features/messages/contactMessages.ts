import { apiRequest, pageSchema, type Page } from '@inercise/shared';
import { AdminContactMessageSchema, type AdminContactMessage } from '@inercise/shared/admin';

const MessagesPageSchema = pageSchema(AdminContactMessageSchema);

/** Which messages the list shows: those waiting for an answer, those answered, or every one. */
export type MessageFilter = 'waiting' | 'handled' | 'all';

/** The list's filter and page as the address keeps them (`?show=&page=`); anything unknown reads as the default. */
export function messageQueryFrom(search: URLSearchParams): { show: MessageFilter; page: number } {
  const show = search.get('show');
  const asked = Number(search.get('page') ?? '0');
  return { show: show === 'handled' || show === 'all' ? show : 'waiting', page: Number.isInteger(asked) && asked > 0 ? asked : 0 };
}

/** The address's query of a filter and page, without the defaults. */
export function messageQueryOf(show: MessageFilter, page: number): Record<string, string> {
  return { ...(show === 'waiting' ? {} : { show }), ...(page > 0 ? { page: String(page) } : {}) };
}

/** GET /admin/contact-messages: one page, newest first. */
export async function fetchContactMessages(token: string, show: MessageFilter, page: number, signal?: AbortSignal): Promise<Page<AdminContactMessage>> {
  const handled = show === 'all' ? '' : `&handled=${show === 'handled'}`;
  return (await apiRequest(`/admin/contact-messages?page=${page}&size=20${handled}`, { token, schema: MessagesPageSchema, signal })).data;
}

/** PATCH /admin/contact-messages/{id}: marks it handled or waiting again; the API answers the message as it now is. */
export async function markContactMessage(token: string, id: number, handled: boolean): Promise<AdminContactMessage> {
  return (await apiRequest(`/admin/contact-messages/${id}`, { method: 'PATCH', token, body: { handled }, schema: AdminContactMessageSchema })).data;
}
