import { emptyCart, type Cart, type CartItem, type Product } from '@inercise/shared';

/** Products shaped as GET /products answers them (prices as seeded). */
export function product(overrides: Partial<Product> = {}): Product {
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

export const handle = product();
export const bar = product({ id: 4, name: 'bar', thumbnail: 'bar.webp', currentPrice: 399, currentPriceEur: 94 });

export function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 1,
    product: handle,
    selectedProperties: [{ id: 11, value: 'BLACK', propertyType: { name: 'COLOR' } }],
    quantity: 1,
    ...overrides,
  };
}

/** A logged-in shopper's cart as the server answers it. */
export function serverCart(overrides: Partial<Cart> = {}): Cart {
  return { ...emptyCart, id: 40, user: { id: 7 }, ...overrides };
}
