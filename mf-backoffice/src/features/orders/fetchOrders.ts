import { apiRequest, pageSchema, type Page } from '@inercise/shared';
import { AdminOrderRowSchema, type AdminOrderRow } from '@inercise/shared/admin';
import { queryOf, type OrderFilters } from './orderFilters';

const OrderRowsSchema = pageSchema(AdminOrderRowSchema);

/** GET /admin/orders: one page of the filtered orders, newest first. */
export async function fetchOrders(token: string, filters: OrderFilters, signal?: AbortSignal): Promise<Page<AdminOrderRow>> {
  const query = queryOf(filters);
  return (await apiRequest(`/admin/orders?${query.toString()}`, { token, schema: OrderRowsSchema, signal })).data;
}
