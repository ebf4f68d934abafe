import { ProductSchema, apiGet, type Product } from '@inercise/shared';

/** GET /products/{id}: one product; the API answers 404 for an unknown id and 400 for a malformed one. */
export function fetchProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiGet(`/products/${id}`, { schema: ProductSchema, signal });
}
