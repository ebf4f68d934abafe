import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { Cart } from '../contracts';
import { emptyCart, itemCount } from '../cart/cartMath';
import { loggedOut } from './authSlice';

// A plain reducer, as the session's (see authSlice.ts).

/**
 * The cart after a change, as the cart team's gateway answered it (a guest's computed in the browser, a logged-in
 * shopper's from the server), replaces the local one. The rule itself is mf-cart-checkout's.
 */
export const cartReplaced = createAction<Cart>('cart/cartReplaced');
export const cartCleared = createAction('cart/cartCleared');
export const shipmentPriceSet = createAction<{ shipmentPrice: number | null; shipmentPriceEur: number | null }>('cart/shipmentPriceSet');
export const shipmentPriceReset = createAction('cart/shipmentPriceReset');

/** The cart with these delivery prices: the same object when they are the ones it has, so no view redraws. */
function withShipment(state: Cart, shipmentPrice: number | null, shipmentPriceEur: number | null): Cart {
  return state.shipmentPrice === shipmentPrice && state.shipmentPriceEur === shipmentPriceEur ? state : { ...state, shipmentPrice, shipmentPriceEur };
}

export const cartReducer: Reducer<Cart> = (state = emptyCart, action: UnknownAction) => {
  if (cartReplaced.match(action)) return action.payload;
  // docs/product-rules.md#cart: logout clears auth state and cart.
  if (cartCleared.match(action) || loggedOut.match(action)) return emptyCart;
  if (shipmentPriceSet.match(action)) return withShipment(state, action.payload.shipmentPrice, action.payload.shipmentPriceEur);
  if (shipmentPriceReset.match(action)) return withShipment(state, null, null);
  return state;
};

type WithCart = { cart: Cart };

export const selectCart = (state: WithCart): Cart => state.cart;
export const selectCartItemCount = (state: WithCart): number => itemCount(state.cart);
