import { callEndpoint, type Product } from '@inercise/shared';
import { product as productEndpoint } from '@inercise/shared/endpoints/catalogue';
import { PRODUCTS_MAX_AGE_MS } from '../products/fetchProducts';

/**
 * The last product fetched by id, kept as long as the catalogue is: a page opened at an old `?id=` address moves to
 * its slugged address right after, and shows the same product there at once instead of fetching it again.
 */
let lastFetched: { product: Product; at: number } | null = null;

/** One product by id; the API answers 404 for an unknown id and 400 for a malformed one. */
export async function fetchProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const product = await callEndpoint(productEndpoint, { params: { id }, signal });
  lastFetched = { product, at: Date.now() };
  return product;
}

/** The product fetchProduct answered last, while it is fresh. */
export function peekFetchedProduct(): Product | undefined {
  return lastFetched && Date.now() - lastFetched.at < PRODUCTS_MAX_AGE_MS ? lastFetched.product : undefined;
}

/** For tests. */
export function forgetFetchedProduct(): void {
  lastFetched = null;
}
