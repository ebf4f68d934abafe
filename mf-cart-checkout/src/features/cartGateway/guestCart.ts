import { cappedQuantity, isSameCartLine, quantityAfterAdding, type Cart, type CartItem, type Product, type SelectedProperty } from '@inercise/shared';
import { cartPrices } from '@inercise/shared/pricing';

const lineOf = (productId: number, selected: readonly SelectedProperty[]) => ({ productId, valueIds: selected.map((choice) => choice.id) });

/** The lines with the cart's value recomputed by the API's own pricing rule (integers), so both agree to the grosz. */
function withLines(cart: Cart, cartItems: CartItem[]): Cart {
  const { originalPrice, originalPriceEur } = cartPrices(cartItems);
  return { ...cart, cartItems, originalPrice, originalPriceEur };
}

/**
 * A guest's cart (docs/product-rules.md#cart), by the contracts' cart rule: the same product with the same options
 * raises that line's quantity, up to the line's cap; anything else is a new line whose id is the line count plus one (or, if a removal left that id taken, one more
 * than the highest id, so two lines never share an id).
 */
export function addToGuestCart(cart: Cart, product: Product, selectedProperties: SelectedProperty[], quantity: number): Cart {
  const added = lineOf(product.id, selectedProperties);
  const existing = cart.cartItems.find((item) => isSameCartLine(lineOf(item.product.id, item.selectedProperties), added));
  if (existing) {
    return withLines(
      cart,
      cart.cartItems.map((item) => (item === existing ? { ...item, quantity: quantityAfterAdding(item.quantity, quantity) } : item)),
    );
  }
  const ids = new Set(cart.cartItems.map((item) => item.id));
  const countId = cart.cartItems.length + 1;
  const id = ids.has(countId) ? Math.max(...ids) + 1 : countId;
  return withLines(cart, [...cart.cartItems, { id, product, selectedProperties, quantity: cappedQuantity(quantity) }]);
}

/** A line's new quantity, within the cart rule's bounds: never below 1 (removing is its own action), never over the cap. */
export function setGuestQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  return withLines(
    cart,
    cart.cartItems.map((item) => (item.id === lineId ? { ...item, quantity: cappedQuantity(quantity) } : item)),
  );
}

export function removeFromGuestCart(cart: Cart, lineId: number): Cart {
  return withLines(
    cart,
    cart.cartItems.filter((item) => item.id !== lineId),
  );
}
