import { apiRequest } from '@inercise/shared';
import { AdminProductSchema, type AdminProduct, type AdminProductPayload } from '@inercise/shared/admin';

/** POST /admin/products: a new product, shown in the shop at once unless hidden; answers it with its id and key. */
export async function createProduct(token: string, payload: AdminProductPayload): Promise<AdminProduct> {
  return (await apiRequest('/admin/products', { method: 'POST', token, body: payload, schema: AdminProductSchema })).data;
}
