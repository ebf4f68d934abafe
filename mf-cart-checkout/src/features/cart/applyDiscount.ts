import { apiRequest, type CurrencyName } from '@inercise/shared';

/**
 * POST /cart/apply-discount/{code}?currency=: the code as typed, no body; the cart is reloaded afterwards. The
 * currency the shopper pays in lets the API refuse an amount code of the other currency at once.
 */
export async function applyDiscount(code: string, token: string, currency: CurrencyName): Promise<void> {
  await apiRequest(`/cart/apply-discount/${encodeURIComponent(code)}?currency=${currency}`, { method: 'POST', token });
}
