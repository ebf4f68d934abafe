import type { Cart } from '@inercise/shared';
import type { CartGateway } from './CartGateway';
import { addToGuestCart, removeFromGuestCart, setGuestQuantity } from './guestCart';

/** A guest's cart: computed here from the cart the store holds (persisted in the browser), no call to the server. */
export function guestCartGateway(cart: Cart): CartGateway {
  return {
    add: async (product, selectedProperties, quantity) => addToGuestCart(cart, product, selectedProperties, quantity),
    setQuantity: async (line, quantity) => setGuestQuantity(cart, line.id, quantity),
    remove: async (lineId) => removeFromGuestCart(cart, lineId),
  };
}
