import { cartReplaced, guestQuantityChanged, requestServerCart, type AppThunk } from '@inercise/shared';

/** The cart line's − and + buttons: plus adds 1; minus stops at 1 (removing a line is its own action). */
export function changeQuantity(lineId: number, delta: 1 | -1): AppThunk {
  return async (dispatch, getState) => {
    const { auth, cart } = getState();
    const line = cart.cartItems.find((item) => item.id === lineId);
    if (!line) return;
    if (delta === -1 && line.quantity <= 1) return;
    if (auth.accessToken) {
      const updated = await requestServerCart('/cart/cart-item/', auth.accessToken, {
        method: 'PATCH',
        body: { id: lineId, quantity: line.quantity + delta, selectedProperties: line.selectedProperties },
      });
      dispatch(cartReplaced(updated));
    } else {
      dispatch(guestQuantityChanged({ lineId, delta }));
    }
  };
}
