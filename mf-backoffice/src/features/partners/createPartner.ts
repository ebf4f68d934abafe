import { apiRequest } from '@inercise/shared';
import { AdminPartnerSchema, type AdminPartner, type AdminPartnerPayload } from '@inercise/shared/admin';

/** POST /admin/partners: the API answers the new partner. */
export async function createPartner(token: string, payload: AdminPartnerPayload): Promise<AdminPartner> {
  return (await apiRequest('/admin/partners', { method: 'POST', token, body: payload, schema: AdminPartnerSchema })).data;
}
