import type { Cart, CartItem, Product, SelectedProperty } from '../contracts';
import type { CurrencyName } from '@inercise/contracts/domain/currency';
import { currentPriceOf, roundMoney } from '../money/money';

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

/** Item price: unit price times quantity (docs/product-rules.md#cart). */
export function linePrice(item: CartItem, currency: CurrencyName): number {
  return roundMoney(currentPriceOf(item.product, currency) * item.quantity);
}

export function itemCount(cart: Cart): number {
  return cart.cartItems.reduce((sum, item) => sum + item.quantity, 0);
}

/** Value before discount, in both currencies: the sum of unit price times quantity. */
export function originalPrices(items: readonly CartItem[]): { originalPrice: number; originalPriceEur: number } {
  return {
    originalPrice: roundMoney(items.reduce((sum, item) => sum + linePrice(item, 'PLN'), 0)),
    originalPriceEur: roundMoney(items.reduce((sum, item) => sum + linePrice(item, 'EUR'), 0)),
  };
}

function sameSelection(a: readonly SelectedProperty[], b: readonly SelectedProperty[]): boolean {
  const key = (list: readonly SelectedProperty[]) =>
    list
      .map((p) => `${p.propertyType.name}:${p.id}`)
      .sort()
      .join('|');
  return key(a) === key(b);
}

/**
 * Guest cart (docs/product-rules.md#cart): the same product with the same options raises that line's quantity;
 * anything else is a new line whose id is the line count plus one (or, if a removal left that id taken,
 * one more than the highest id, so two lines never share an id).
 */
export function addToGuestCart(
  cart: Cart,
  product: Product,
  selectedProperties: SelectedProperty[],
  quantity = 1,
): Cart {
  const existing = cart.cartItems.find(
    (item) => item.product.id === product.id && sameSelection(item.selectedProperties, selectedProperties),
  );
  let cartItems: CartItem[];
  if (existing) {
    cartItems = cart.cartItems.map((item) =>
      item === existing ? { ...item, quantity: item.quantity + quantity } : item,
    );
  } else {
    const ids = new Set(cart.cartItems.map((item) => item.id));
    const countId = cart.cartItems.length + 1;
    const id = ids.has(countId) ? Math.max(...ids) + 1 : countId;
    cartItems = [...cart.cartItems, { id, product, selectedProperties, quantity }];
  }
  return { ...cart, cartItems, ...originalPrices(cartItems) };
}

export function changeGuestQuantity(cart: Cart, lineId: number, delta: 1 | -1): Cart {
  const cartItems = cart.cartItems.map((item) =>
    // Decrease is blocked at 1: removing is a separate, explicit action.
    item.id === lineId ? { ...item, quantity: Math.max(1, item.quantity + delta) } : item,
  );
  return { ...cart, cartItems, ...originalPrices(cartItems) };
}

export function removeFromGuestCart(cart: Cart, lineId: number): Cart {
  const cartItems = cart.cartItems.filter((item) => item.id !== lineId);
  return { ...cart, cartItems, ...originalPrices(cartItems) };
}
