import type { Cart, Product, SelectedProperty } from '../contracts';
import { emptyCart } from './cartMath';

/** A catalogue product shaped as GET /products answers it, for the cart tests. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 3,
    name: 'triangleHandle',
    thumbnail: 'triangle-handle.webp',
    currentPrice: 249,
    previousPrice: 0,
    currentPriceEur: 59,
    previousPriceEur: 0,
    lowestPrice30d: null,
    lowestPrice30dEur: null,
    productType: { id: 3, name: 'HANDLE' },
    productImages: [],
    properties: [],
    specificationItems: [],
    ...overrides,
  };
}

export const black: SelectedProperty = { id: 11, value: 'BLACK', propertyType: { name: 'COLOR' } };
export const white: SelectedProperty = { id: 12, value: 'WHITE', propertyType: { name: 'COLOR' } };

/** A server cart: the id is what tells a logged-in user's cart from a guest's. */
export function serverCartFixture(overrides: Partial<Cart> = {}): Cart {
  return { ...emptyCart, id: 40, user: { id: 7 }, ...overrides };
}
