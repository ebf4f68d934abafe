import { apiRequest } from '@inercise/shared';
import { AdminOrderDetailSchema, type AdminOrderDetail, type AdminOrderStatusChangePayload } from '@inercise/shared/admin';

/** POST /admin/orders/{orderNumber}/status: moves the order on; the API answers the order as it now is. */
export async function changeOrderStatus(token: string, orderNumber: string, change: AdminOrderStatusChangePayload): Promise<AdminOrderDetail> {
  return (await apiRequest(`/admin/orders/${encodeURIComponent(orderNumber)}/status`, { method: 'POST', token, body: change, schema: AdminOrderDetailSchema })).data;
}
