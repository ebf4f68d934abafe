import type { Cart, CartItem, Product, SelectedProperty } from '@inercise/shared';

/**
 * Every change a shopper makes to a cart, answered with the whole cart as it is after the change. Two
 * implementations: a guest's cart is computed in the browser (guestCartGateway), a logged-in shopper's is the
 * server's (serverCartGateway). The cart actions pick one and put the answer in the store; nothing else writes a
 * cart's lines.
 */
export interface CartGateway {
  /** The product with these options: the same product and options raise that line, anything else is a new line. */
  add(product: Product, selectedProperties: SelectedProperty[], quantity: number): Promise<Cart>;
  /** The line's new quantity (at least 1: removing is `remove`). */
  setQuantity(line: CartItem, quantity: number): Promise<Cart>;
  remove(lineId: number): Promise<Cart>;
}
