import { fetchCsv } from '../common/fetchCsv';
import { queryOf, type OrderFilters } from './orderFilters';

/** GET /admin/orders.csv: every order the filters find, as the file the API makes. */
export async function exportOrders(token: string, filters: Omit<OrderFilters, 'page'>): Promise<{ file: Blob; name: string }> {
  // Every page of the filtered list: never the page the list shows.
  const query = queryOf({ ...filters, page: 0 }).toString();
  return fetchCsv(token, `/admin/orders.csv${query ? `?${query}` : ''}`, 'inercise-orders.csv');
}
