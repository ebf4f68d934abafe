import { apiRequest } from '@inercise/shared';
import { AdminDiscountCodeSchema, type AdminDiscountCode, type AdminDiscountCodeChange } from '@inercise/shared/admin';

/** PATCH /admin/discount-codes/{code}: switches the code off or on again; the API answers the code as it now is. */
export async function changeDiscountCode(token: string, code: string, change: AdminDiscountCodeChange): Promise<AdminDiscountCode> {
  return (await apiRequest(`/admin/discount-codes/${encodeURIComponent(code)}`, { method: 'PATCH', token, body: change, schema: AdminDiscountCodeSchema })).data;
}
