import { ProductSchema, apiGet, pageSchema, type Product } from '@inercise/shared';
import { cachedLoader } from '../../lib/cachedLoader';

const productPageSchema = pageSchema(ProductSchema);

/** The catalogue changes rarely; the API answers 304 when it did not, so a minute in memory is plenty. */
export const PRODUCTS_MAX_AGE_MS = 60_000;

/** GET /products: every product, as one page (docs/architecture.md#calls-to-the-api). */
const products = cachedLoader<Product[]>(
  async () => (await apiGet('/products', { schema: productPageSchema })).content,
  PRODUCTS_MAX_AGE_MS,
);

export const fetchProducts = (): Promise<Product[]> => products.get();
export const peekProducts = (): Product[] | undefined => products.peek();
export const primeProducts = (data: Product[]): void => products.prime(data);
/** For tests, and for a retry after an error. */
export const forgetProducts = (): void => products.forget();
