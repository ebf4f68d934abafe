import type { Cart } from '../contracts';
import type { AppStore } from '../store/makeStore';
import { cartReplaced } from '../store/cartSlice';

/**
 * Puts a cart in the store as the cart team's gateway does after a change (mf-cart-checkout's cart actions), for
 * the tests of other parts that only read the cart.
 */
export function fillCart(store: AppStore, cart: Cart): void {
  store.dispatch(cartReplaced(cart));
}
