import { apiRequest } from '@inercise/shared';
import { AdminProductSchema, type AdminProduct } from '@inercise/shared/admin';

/** GET /admin/products/{id}: one product as the owner edits it, hidden or not. */
export async function fetchAdminProduct(token: string, id: number, signal?: AbortSignal): Promise<AdminProduct> {
  return (await apiRequest(`/admin/products/${id}`, { token, schema: AdminProductSchema, signal })).data;
}
