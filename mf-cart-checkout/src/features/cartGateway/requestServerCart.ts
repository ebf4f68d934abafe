import { apiRequest, CartSchema, type Cart } from '@inercise/shared';

/**
 * One call of the cart API for a logged-in shopper. Every answer is checked against the cart contract before it
 * may replace the local cart.
 */
export function requestServerCart(
  path: string,
  token: string,
  init: { method?: 'POST' | 'PATCH'; body?: unknown } = {},
): Promise<Cart> {
  return apiRequest<Cart>(path, { ...init, token, schema: CartSchema }).then((answer) => answer.data);
}
