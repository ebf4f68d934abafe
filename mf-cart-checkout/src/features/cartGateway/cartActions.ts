import { canAddOneMore, cartReplaced, eventBus, type AppThunk, type Cart, type Product, type SelectedProperty } from '@inercise/shared';
import type { CartGateway } from './CartGateway';
import { guestCartGateway } from './guestCartGateway';
import { serverCartGateway } from './serverCartGateway';

/**
 * The one write rule of the cart (docs/product-rules.md#cart): a guest's cart is changed in the browser, a
 * logged-in shopper's on the server; either way the gateway's answer replaces the local cart. An answer that comes
 * back after the shopper logged out (or in) is dropped: it belongs to a session that is over.
 */
function changeCart(change: (gateway: CartGateway) => Promise<Cart>): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { auth, cart } = getState();
    const token = auth.accessToken;
    const answer = await change(token ? serverCartGateway(token) : guestCartGateway(cart));
    if (getState().auth.accessToken === token) dispatch(cartReplaced(answer));
  };
}

/** Adds a product with its chosen options; the header hears `cart:itemAdded` and opens the mini cart. */
export function addToCart(product: Product, selectedProperties: SelectedProperty[], quantity = 1): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(changeCart((gateway) => gateway.add(product, selectedProperties, quantity)));
    eventBus.emit('cart:itemAdded', { productId: product.id, quantity });
  };
}

/** The cart line's − and + buttons: plus adds 1 up to the line's cap; minus stops at 1 (removing a line is its own action). */
export function changeQuantity(lineId: number, delta: 1 | -1): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const line = getState().cart.cartItems.find((item) => item.id === lineId);
    if (!line || (delta === -1 && line.quantity <= 1) || (delta === 1 && !canAddOneMore(line.quantity))) return;
    await dispatch(changeCart((gateway) => gateway.setQuantity(line, line.quantity + delta)));
  };
}

export function removeLine(lineId: number): AppThunk<Promise<void>> {
  return changeCart((gateway) => gateway.remove(lineId));
}
