import { apiRequest } from '@inercise/shared';
import { AdminOrderDetailSchema, type AdminOrderDetail } from '@inercise/shared/admin';

/** GET /admin/orders/{orderNumber}: the whole order, with where its status may move now. */
export async function fetchOrder(token: string, orderNumber: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return (await apiRequest(`/admin/orders/${encodeURIComponent(orderNumber)}`, { token, schema: AdminOrderDetailSchema, signal })).data;
}
