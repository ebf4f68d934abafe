import { cachedLoader, callEndpoint, type Product } from '@inercise/shared';
import { products as productsEndpoint } from '@inercise/shared/endpoints/catalogue';
import { catalogueInRender } from '../firstScreen/catalogueInRender';

/**
 * How long a copy of the catalogue is trusted. In a browser a minute: the catalogue changes rarely, a shopper moving
 * between the shop and a product sees it at once, and a new page load starts afresh. On the server that draws first
 * screens for every shopper a second: an owner's change reaches the next page load, as it reaches the API's
 * replicas, while a burst of page loads still shares one call (docs/product-rules.md#back-office).
 */
export const PRODUCTS_MAX_AGE_MS = typeof document === 'undefined' ? 1_000 : 60_000;

/** Every product, as one page (docs/architecture.md#calls-to-the-api). */
const products = cachedLoader<Product[]>(async () => (await callEndpoint(productsEndpoint)).content, PRODUCTS_MAX_AGE_MS);

export const fetchProducts = (): Promise<Product[]> => products.get();
/** The catalogue at hand: the one a server render is drawn from, else a fresh enough copy, else none. */
export const peekProducts = (): Product[] | undefined => catalogueInRender().products ?? products.peek();
export const primeProducts = (data: Product[]): void => products.prime(data);
/** For tests, and for a retry after an error. */
export const forgetProducts = (): void => products.forget();
