import { callEndpoint, type Product } from '@inercise/shared';
import { slugLookup } from '@inercise/shared/endpoints/slugs';
import { fetchProducts, peekProducts } from '../products/fetchProducts';
import { fetchProduct, peekFetchedProduct } from './fetchProduct';
import { productNamedBy, type ProductLookup } from './productLookup';

/** The product a lookup names, from what this bundle already holds (the catalogue, the product fetched last). */
export function peekProduct(lookup: ProductLookup): Product | undefined {
  const fetched = peekFetchedProduct();
  return productNamedBy(peekProducts() ?? [], lookup) ?? productNamedBy(fetched ? [fetched] : [], lookup);
}

/**
 * The product a lookup names. An id is asked for on its own; a slug is looked for in the catalogue, and when no
 * product has it now (a product renamed since the link was made), the API says which product had it.
 * Rejects with the API's 404 for a slug or id nothing has.
 */
export async function findProduct(lookup: ProductLookup, signal?: AbortSignal): Promise<Product> {
  if ('id' in lookup) return fetchProduct(lookup.id, signal);
  const products = await fetchProducts();
  const current = productNamedBy(products, lookup);
  if (current) return current;
  const { id } = await callEndpoint(slugLookup, { params: { kind: 'product', slug: lookup.slug }, signal });
  return productNamedBy(products, { id }) ?? fetchProduct(id, signal);
}
