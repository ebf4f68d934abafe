import { callEndpoint, cartReplaced, type AppThunk } from '@inercise/shared';
import { cart } from '@inercise/shared/endpoints/cart';

/** A logged-in shopper's cart as the server has it now (on a page load, after a discount). */
export function reloadCart(): AppThunk {
  return async (dispatch, getState) => {
    const token = getState().auth.accessToken;
    if (!token) return;
    dispatch(cartReplaced(await callEndpoint(cart, { token })));
  };
}
