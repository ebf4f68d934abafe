import { cartReplaced, guestLineRemoved, requestServerCart, type AppThunk } from '@inercise/shared';

export function removeLine(lineId: number): AppThunk {
  return async (dispatch, getState) => {
    const token = getState().auth.accessToken;
    if (token) {
      dispatch(cartReplaced(await requestServerCart(`/cart/remove-cart-item/${lineId}`, token, { method: 'POST' })));
    } else {
      dispatch(guestLineRemoved(lineId));
    }
  };
}
