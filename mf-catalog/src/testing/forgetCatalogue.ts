import { forgetProducts } from '../features/products/fetchProducts';
import { forgetProductTypes } from '../features/shop/fetchProductTypes';
import { forgetFetchedProduct } from '../features/product/fetchProduct';

/**
 * Empties the catalogue this bundle keeps in memory for a minute, so each test's page asks that test's fake API
 * (or takes that test's first screen) instead of what an earlier test loaded.
 */
export function forgetCatalogue(): void {
  forgetProducts();
  forgetProductTypes();
  forgetFetchedProduct();
}
