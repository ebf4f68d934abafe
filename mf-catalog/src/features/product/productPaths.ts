import { languageFromPath, localizePath, productPath, type Language, type Product } from '@inercise/shared';

/** A product page's path in each language, with its prefix: what its canonical and hreflang links name. */
export function productPaths(product: Pick<Product, 'id' | 'slugs'>): Record<Language, string> {
  return {
    en: localizePath(productPath(product, 'en'), 'en'),
    pl: localizePath(productPath(product, 'pl'), 'pl'),
  };
}

/**
 * Where a product page opened at `pathname` + `search` belongs, or null when it is there already: its slug in the
 * language of the path (the shopper's language on a bare path), not an old `?id=` address, a slug of the other
 * language or one it had before a rename. The path's prefix, or its lack, is kept, and so are other parameters
 * (a campaign's). A product without slugs stays at its `?id=` address.
 */
export function productAddress(product: Pick<Product, 'id' | 'slugs'>, pathname: string, search: string, shopperLanguage: Language): string | null {
  if (!product.slugs) return null;
  const prefixed = languageFromPath(pathname);
  const bare = productPath(product, prefixed ?? shopperLanguage);
  const target = prefixed ? localizePath(bare, prefixed) : bare;
  const query = new URLSearchParams(search);
  query.delete('id');
  const rest = query.toString();
  const address = rest === '' ? target : `${target}?${rest}`;
  return address === `${pathname}${search}` ? null : address;
}
