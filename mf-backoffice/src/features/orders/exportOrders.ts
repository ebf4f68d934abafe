import { adminOrdersCsv } from '@inercise/shared/endpoints/adminOrders';
import { fetchCsv } from '../common/fetchCsv';
import { apiQueryOf, type OrderFilters } from './orderFilters';

/** Every order the filters find, as the file the API makes. */
export async function exportOrders(token: string, filters: Omit<OrderFilters, 'page'>): Promise<{ file: Blob; name: string }> {
  // Every page of the filtered list: never the page the list shows.
  return fetchCsv(adminOrdersCsv, { token, query: apiQueryOf({ ...filters, page: 0 }) }, 'inercise-orders.csv');
}
