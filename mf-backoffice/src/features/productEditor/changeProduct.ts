import { apiRequest } from '@inercise/shared';
import { AdminProductSchema, type AdminProduct, type AdminProductChange } from '@inercise/shared/admin';

/** PATCH /admin/products/{id}: the fields sent replace the product's; answers the product as it now is. */
export async function changeProduct(token: string, id: number, change: AdminProductChange): Promise<AdminProduct> {
  return (await apiRequest(`/admin/products/${id}`, { method: 'PATCH', token, body: change, schema: AdminProductSchema })).data;
}
