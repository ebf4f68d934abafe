import { apiRequest } from '@inercise/shared';

/** POST /cart/apply-discount/{code}: the code as typed, no body; the cart is reloaded afterwards. */
export async function applyDiscount(code: string, token: string): Promise<void> {
  await apiRequest(`/cart/apply-discount/${encodeURIComponent(code)}`, { method: 'POST', token });
}
