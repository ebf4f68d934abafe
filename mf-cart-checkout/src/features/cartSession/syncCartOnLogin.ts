import { callEndpoint, cartReplaced, type AppThunk } from '@inercise/shared';
import { cart as serverCart, mergeCart } from '@inercise/shared/endpoints/cart';
import { mergePayload } from './mergePayload';

/**
 * The sync under way, by the session it is for: a second start while the first is on its way (the login's event and
 * a remounted cart icon) joins it, since merging the guest lines twice would double their quantities on the server.
 */
let pending: { token: string; done: Promise<void> } | null = null;

/**
 * A logged-in shopper whose local cart has no server id yet (docs/product-rules.md#cart): an empty local cart
 * takes the server's cart, otherwise the guest lines are merged into it (PATCH /cart/merge) and its answer
 * replaces them. Started only by the cart session (useCartSession), once per login.
 */
export function syncCartOnLogin(): AppThunk {
  return async (dispatch, getState) => {
    const { auth, cart } = getState();
    if (!auth.accessToken || cart.id !== null) return;
    const token = auth.accessToken;
    if (pending?.token === token) return pending.done;
    const sync = async () => {
      const answer =
        cart.cartItems.length === 0
          ? await callEndpoint(serverCart, { token })
          : await callEndpoint(mergeCart, { body: mergePayload(cart.cartItems), token });
      // A logout while the answer was on its way wins: the cart stays cleared.
      if (getState().auth.accessToken === token) dispatch(cartReplaced(answer));
    };
    const done = sync().finally(() => {
      if (pending?.done === done) pending = null;
    });
    pending = { token, done };
    return done;
  };
}
