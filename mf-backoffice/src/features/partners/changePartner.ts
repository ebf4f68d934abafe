import { apiRequest } from '@inercise/shared';
import { AdminPartnerSchema, type AdminPartner, type AdminPartnerChange } from '@inercise/shared/admin';

/** PATCH /admin/partners/{id}: the API answers the partner as it now is. */
export async function changePartner(token: string, id: number, change: AdminPartnerChange): Promise<AdminPartner> {
  return (await apiRequest(`/admin/partners/${id}`, { method: 'PATCH', token, body: change, schema: AdminPartnerSchema })).data;
}
