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

/** The list's query for the API: a page of 20, and only the waiting or the handled ones unless every one is shown. */
export function messageListQuery(show: MessageFilter, page: number) {
  return { page, size: 20, ...(show === 'all' ? {} : { handled: show === 'handled' ? ('true' as const) : ('false' as const) }) };
}
