import { callEndpoint, isApiError, localizePath, productPath, type Language, type Product } from '@inercise/shared';
import { slugLookup } from '@inercise/shared/endpoints/slugs';
import { productNamedBy, productLookup } from '../features/product/productLookup';

/** What a product page's address comes to on the server: the product to draw, the address it moved to, or nothing. */
export type ResolvedAddress = { product: Product } | { redirect: string } | { notFound: true };

const SLUG_ROUTE = /^\/product\/([^/]+)$/;

/** The slug of a bare /product/{slug} route, undecoded; null for any other route. */
export function slugOfRoute(route: string): string | null {
  return SLUG_ROUTE.exec(route)?.[1] ?? null;
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Which product a first screen's address names, among those the shop shows (a hidden product is not found).
 * A product is drawn at its slug in the request's language; an old `?id=` address, the other language's slug or
 * a slug it had before a rename (which the API remembers) moves to that address, with the language prefix.
 * A product without slugs (an API without them) is drawn at its `?id=` address.
 */
export async function resolveProductAddress(route: string, query: string, products: readonly Product[], language: Language): Promise<ResolvedAddress> {
  const segment = slugOfRoute(route);
  const lookup = productLookup(segment === null ? undefined : (decoded(segment) ?? ''), new URLSearchParams(query).get('id'));
  if (lookup === null) return { notFound: true };
  let product = productNamedBy(products, lookup);
  if (!product && 'slug' in lookup) {
    try {
      product = productNamedBy(products, { id: (await callEndpoint(slugLookup, { params: { kind: 'product', slug: lookup.slug } })).id });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return { notFound: true };
      throw error;
    }
  }
  if (!product) return { notFound: true };
  const here = 'slug' in lookup ? product.slugs?.[language] === lookup.slug : !product.slugs;
  return here ? { product } : { redirect: localizePath(productPath(product, language), language) };
}
