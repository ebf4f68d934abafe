import { apiRequest } from '@inercise/shared';
import { AdminPartnerListSchema, type AdminPartner } from '@inercise/shared/admin';

/** GET /admin/partners: every partner, active ones first, with the orders each brought. */
export async function fetchPartners(token: string, signal?: AbortSignal): Promise<AdminPartner[]> {
  return (await apiRequest('/admin/partners', { token, schema: AdminPartnerListSchema, signal })).data;
}
