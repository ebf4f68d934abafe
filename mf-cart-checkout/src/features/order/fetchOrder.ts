import { OrderSchema, apiRequest, type Order } from '@inercise/shared';

/** GET /order/{orderNumber}: one of the shopper's own orders. */
export async function fetchOrder(orderNumber: string, token: string, signal?: AbortSignal): Promise<Order> {
  return (await apiRequest(`/order/${encodeURIComponent(orderNumber)}`, { token, schema: OrderSchema, signal })).data;
}
