import { ProductListSchema, ProductTypeListSchema, firstScreenDataBlock, takeFirstScreenData, type Product, type ProductType } from '@inercise/shared';
import { primeProducts } from '../products/fetchProducts';
import { primeProductTypes } from '../shop/fetchProductTypes';

/** The id of the JSON block in which the server's first screen hands over the catalogue it was drawn from. */
export const CATALOGUE_DATA_ID = 'mf-catalog-first-screen-data';

export interface Catalogue {
  products: Product[];
  types: ProductType[];
}

export const catalogueDataBlock = (catalogue: Catalogue): string => firstScreenDataBlock(CATALOGUE_DATA_ID, catalogue);

/**
 * Takes over the catalogue the server's first screen was drawn from, so the application's first render is that
 * same page at once instead of a loading state (and the API is not asked again for a minute). Anything unreadable
 * is ignored: the pages then fetch the catalogue themselves.
 */
export function takeCatalogueFromFirstScreen(page: Document = document): boolean {
  const raw = takeFirstScreenData(CATALOGUE_DATA_ID, page) as Partial<Record<keyof Catalogue, unknown>> | undefined;
  const products = ProductListSchema.safeParse(raw?.products);
  const types = ProductTypeListSchema.safeParse(raw?.types);
  if (!products.success || !types.success) return false;
  primeProducts(products.data);
  primeProductTypes(types.data);
  return true;
}
