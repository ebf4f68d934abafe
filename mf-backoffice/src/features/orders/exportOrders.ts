import { ApiError, getRuntimeConfig } from '@inercise/shared';
import { queryOf, type OrderFilters } from './orderFilters';

/**
 * GET /admin/orders.csv: every order the filters find, as the file the API makes. Fetched rather than linked, since
 * the call needs the session's Authorization header; read as bytes, so the byte order mark spreadsheets need stays.
 */
export async function exportOrders(token: string, filters: Omit<OrderFilters, 'page'>): Promise<{ file: Blob; name: string }> {
  // Every page of the filtered list: never the page the list shows.
  const query = queryOf({ ...filters, page: 0 }).toString();
  const url = `${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}/admin/orders.csv${query ? `?${query}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'text/csv', Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(0, 'network');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(response.status, typeof body?.message === 'string' ? body.message : 'generic');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'inercise-orders.csv';
  return { file: await response.blob(), name };
}
