import type { Cart } from '../contracts';
import { CartSchema } from '@inercise/contracts/domain/cart';
import { apiRequest } from '../api/apiClient';

/**
 * One call of the cart API for a logged-in shopper. Every answer is checked against the cart contract before it
 * may replace the local cart. Used by addToCart here and by the cart team's own actions in mf-cart-checkout.
 */
export function requestServerCart(
  path: string,
  token: string,
  init: { method?: 'POST' | 'PATCH'; body?: unknown } = {},
): Promise<Cart> {
  return apiRequest<Cart>(path, { ...init, token, schema: CartSchema }).then((answer) => answer.data);
}
