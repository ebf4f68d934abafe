import { SLUG_PATTERN, type Product } from '@inercise/shared';

/** What a product page's address names: a slug in either language (/product/{slug}) or an id (/product?id=). */
export type ProductLookup = { slug: string } | { id: number };

/** The id of /product?id=…: a positive whole number, or null for anything else. */
export function parseProductId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

/**
 * The lookup of a product page's address: its slug when the path has one, else its `id` parameter. Null for a
 * slug or id that cannot name any product (no need to ask the API).
 */
export function productLookup(slug: string | undefined, idParameter: string | null): ProductLookup | null {
  if (slug !== undefined) return SLUG_PATTERN.test(slug) ? { slug } : null;
  const id = parseProductId(idParameter);
  return id === null ? null : { id };
}

/** One string per lookup, for keys and load inputs. */
export function lookupKey(lookup: ProductLookup): string {
  return 'slug' in lookup ? `slug:${lookup.slug}` : `id:${lookup.id}`;
}

/** The product whose current slug, in either language, is this one. */
function productWithSlug(products: readonly Product[], slug: string): Product | undefined {
  return products.find((product) => product.slugs?.en === slug || product.slugs?.pl === slug);
}

/** The product among these that the lookup names by its current slug or its id. */
export function productNamedBy(products: readonly Product[], lookup: ProductLookup): Product | undefined {
  return 'slug' in lookup ? productWithSlug(products, lookup.slug) : products.find((product) => product.id === lookup.id);
}
