import { apiRequest, pageSchema, type Page } from '@inercise/shared';
import { AdminProductRowSchema, type AdminProductRow } from '@inercise/shared/admin';
import { productListSearch, type ProductListQuery } from './productListQuery';

const ProductsPageSchema = pageSchema(AdminProductRowSchema);

/** GET /admin/products: one page of the products in the shop's order, hidden ones too. */
export async function fetchAdminProducts(token: string, query: ProductListQuery, signal?: AbortSignal): Promise<Page<AdminProductRow>> {
  const search = productListSearch(query);
  search.set('size', '20');
  return (await apiRequest(`/admin/products?${search.toString()}`, { token, schema: ProductsPageSchema, signal })).data;
}
