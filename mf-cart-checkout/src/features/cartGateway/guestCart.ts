import type { Cart, CartItem, Product, SelectedProperty } from '@inercise/shared';
import { cartPrices } from '@inercise/shared/pricing';

function sameSelection(a: readonly SelectedProperty[], b: readonly SelectedProperty[]): boolean {
  const key = (list: readonly SelectedProperty[]) =>
    list
      .map((p) => `${p.propertyType.name}:${p.id}`)
      .sort()
      .join('|');
  return key(a) === key(b);
}

/** The lines with the cart's value recomputed by the API's own pricing rule (integers), so both agree to the grosz. */
function withLines(cart: Cart, cartItems: CartItem[]): Cart {
  const { originalPrice, originalPriceEur } = cartPrices(cartItems);
  return { ...cart, cartItems, originalPrice, originalPriceEur };
}

/**
 * A guest's cart (docs/product-rules.md#cart): the same product with the same options raises that line's quantity;
 * anything else is a new line whose id is the line count plus one (or, if a removal left that id taken, one more
 * than the highest id, so two lines never share an id).
 */
export function addToGuestCart(cart: Cart, product: Product, selectedProperties: SelectedProperty[], quantity: number): Cart {
  const existing = cart.cartItems.find(
    (item) => item.product.id === product.id && sameSelection(item.selectedProperties, selectedProperties),
  );
  if (existing) {
    return withLines(
      cart,
      cart.cartItems.map((item) => (item === existing ? { ...item, quantity: item.quantity + quantity } : item)),
    );
  }
  const ids = new Set(cart.cartItems.map((item) => item.id));
  const countId = cart.cartItems.length + 1;
  const id = ids.has(countId) ? Math.max(...ids) + 1 : countId;
  return withLines(cart, [...cart.cartItems, { id, product, selectedProperties, quantity }]);
}

/** A line's new quantity; never below 1, removing is a separate, explicit action. */
export function setGuestQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  return withLines(
    cart,
    cart.cartItems.map((item) => (item.id === lineId ? { ...item, quantity: Math.max(1, quantity) } : item)),
  );
}

export function removeFromGuestCart(cart: Cart, lineId: number): Cart {
  return withLines(
    cart,
    cart.cartItems.filter((item) => item.id !== lineId),
  );
}
