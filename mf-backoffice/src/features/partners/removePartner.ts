import { apiRequest } from '@inercise/shared';
import { AdminPartnerRemovalSchema, type AdminPartnerRemoval } from '@inercise/shared/admin';

/** DELETE /admin/partners/{id}: deleted, or archived when it had brought orders. */
export async function removePartner(token: string, id: number): Promise<AdminPartnerRemoval> {
  return (await apiRequest(`/admin/partners/${id}`, { method: 'DELETE', token, schema: AdminPartnerRemovalSchema })).data;
}
