import { ProductTypeSchema, apiGet, type ProductType } from '@inercise/shared';
import { cachedLoader } from '../../lib/cachedLoader';

const productTypesSchema = ProductTypeSchema.array();

/** GET /product-type: the list of product types (id, name). */
const productTypes = cachedLoader<ProductType[]>(() => apiGet('/product-type', { schema: productTypesSchema }), 5 * 60_000);

export const fetchProductTypes = (): Promise<ProductType[]> => productTypes.get();
export const peekProductTypes = (): ProductType[] | undefined => productTypes.peek();
export const forgetProductTypes = (): void => productTypes.forget();
