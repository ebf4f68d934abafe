import { ProductTypeListSchema, apiGet, cachedLoader, type ProductType } from '@inercise/shared';
import { catalogueInRender } from '../firstScreen/catalogueInRender';

/** GET /product-type: the list of product types (id, name). */
const productTypes = cachedLoader<ProductType[]>(() => apiGet('/product-type', { schema: ProductTypeListSchema }), 5 * 60_000);

export const fetchProductTypes = (): Promise<ProductType[]> => productTypes.get();
export const peekProductTypes = (): ProductType[] | undefined => catalogueInRender().types ?? productTypes.peek();
export const primeProductTypes = (data: ProductType[]): void => productTypes.prime(data);
export const forgetProductTypes = (): void => productTypes.forget();
