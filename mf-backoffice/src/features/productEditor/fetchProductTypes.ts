import { apiRequest, ProductTypeListSchema, type ProductType } from '@inercise/shared';

/** GET /product-type: the shop's product types in display order, for the type select. */
export async function fetchProductTypes(signal?: AbortSignal): Promise<ProductType[]> {
  return (await apiRequest('/product-type', { schema: ProductTypeListSchema, signal })).data;
}
