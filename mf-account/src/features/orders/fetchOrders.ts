import { apiRequest, OrderSchema, pageSchema, type Order } from '@inercise/shared';

const OrderPageSchema = pageSchema(OrderSchema);

/** GET /order: the customer's orders, newest first as the API answers them. */
export async function fetchOrders(token: string, signal?: AbortSignal): Promise<Order[]> {
  return (await apiRequest('/order', { token, schema: OrderPageSchema, signal })).data.content;
}
