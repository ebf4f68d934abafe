import { cachedLoader, callEndpoint, type ProductType } from '@inercise/shared';
import { productTypes as productTypesEndpoint } from '@inercise/shared/endpoints/catalogue';
import { catalogueInRender } from '../firstScreen/catalogueInRender';

/** The list of product types (id, name), kept five minutes. */
const productTypes = cachedLoader<ProductType[]>(() => callEndpoint(productTypesEndpoint), 5 * 60_000);

export const fetchProductTypes = (): Promise<ProductType[]> => productTypes.get();
export const peekProductTypes = (): ProductType[] | undefined => catalogueInRender().types ?? productTypes.peek();
export const primeProductTypes = (data: ProductType[]): void => productTypes.prime(data);
export const forgetProductTypes = (): void => productTypes.forget();
