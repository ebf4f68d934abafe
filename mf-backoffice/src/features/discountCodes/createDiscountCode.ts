import { apiRequest } from '@inercise/shared';
import { AdminDiscountCodeSchema, type AdminDiscountCode, type AdminDiscountCodeCreate } from '@inercise/shared/admin';

/** POST /admin/discount-codes: the API answers the new code (409 discountCodeTaken when its letters are taken). */
export async function createDiscountCode(token: string, payload: AdminDiscountCodeCreate): Promise<AdminDiscountCode> {
  return (await apiRequest('/admin/discount-codes', { method: 'POST', token, body: payload, schema: AdminDiscountCodeSchema })).data;
}
