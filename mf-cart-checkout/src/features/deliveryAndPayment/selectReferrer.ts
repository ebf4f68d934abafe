import { apiRequest } from '@inercise/shared';

/** POST /cart/select-referrer/{partnerId}: sent the moment the shopper chooses, no body. */
export async function selectReferrer(partnerId: number, token: string): Promise<void> {
  await apiRequest(`/cart/select-referrer/${partnerId}`, { method: 'POST', token });
}
