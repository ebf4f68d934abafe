import { ProductSchema, ProductTypeSchema, type Product, type ProductType } from '@inercise/shared';
import { primeProducts } from '../products/fetchProducts';
import { primeProductTypes } from '../shop/fetchProductTypes';

/** The id of the JSON block in which the server's first screen hands over the catalogue it was drawn from. */
export const CATALOGUE_DATA_ID = 'mf-catalog-first-screen-data';

export interface Catalogue {
  products: Product[];
  types: ProductType[];
}

const productsSchema = ProductSchema.array();
const typesSchema = ProductTypeSchema.array();

/** The data block's markup: JSON (never run as a script) that cannot end its element early. */
export function catalogueDataBlock(catalogue: Catalogue): string {
  const json = JSON.stringify(catalogue).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${CATALOGUE_DATA_ID}">${json}</script>`;
}

/**
 * Takes over the catalogue the server's first screen was drawn from, so the application's first render is that
 * same page at once instead of a loading state (and the API is not asked again for a minute). Anything unreadable
 * is ignored: the pages then fetch the catalogue themselves.
 */
export function takeCatalogueFromFirstScreen(page: Document = document): boolean {
  const block = page.getElementById(CATALOGUE_DATA_ID);
  if (!block) return false;
  block.remove();
  try {
    const raw = JSON.parse(block.textContent ?? '') as Partial<Record<keyof Catalogue, unknown>>;
    const products = productsSchema.safeParse(raw.products);
    const types = typesSchema.safeParse(raw.types);
    if (!products.success || !types.success) return false;
    primeProducts(products.data);
    primeProductTypes(types.data);
    return true;
  } catch {
    return false;
  }
}
