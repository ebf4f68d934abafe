import type { Cart } from '../contracts';

export const emptyCart: Cart = {
  id: null,
  cartItems: [],
  user: null,
  discount: null,
  originalPrice: 0,
  discountedPrice: null,
  originalPriceEur: 0,
  discountedPriceEur: null,
  shipmentPrice: null,
  shipmentPriceEur: null,
};

/** How many pieces the cart holds (the header's counter). */
export function itemCount(cart: Cart): number {
  return cart.cartItems.reduce((sum, item) => sum + item.quantity, 0);
}
