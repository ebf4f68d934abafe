import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cart } from '../contracts';
import { emptyCart, itemCount } from '../cart/cartMath';
import { loggedOut } from './authSlice';

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /**
     * The cart after a change, as the cart team's gateway answered it (a guest's computed in the browser, a
     * logged-in shopper's from the server), replaces the local one. The rule itself is mf-cart-checkout's.
     */
    cartReplaced(_state, action: PayloadAction<Cart>) {
      return action.payload;
    },
    cartCleared() {
      return emptyCart;
    },
    shipmentPriceSet(state, action: PayloadAction<{ shipmentPrice: number | null; shipmentPriceEur: number | null }>) {
      state.shipmentPrice = action.payload.shipmentPrice;
      state.shipmentPriceEur = action.payload.shipmentPriceEur;
    },
    shipmentPriceReset(state) {
      state.shipmentPrice = null;
      state.shipmentPriceEur = null;
    },
  },
  extraReducers: (builder) => {
    // docs/product-rules.md#cart: logout clears auth state and cart.
    builder.addCase(loggedOut, () => emptyCart);
  },
  selectors: {
    selectCart: (state) => state,
    selectCartItemCount: (state) => itemCount(state),
  },
});

export const {
  cartReplaced,
  cartCleared,
  shipmentPriceSet,
  shipmentPriceReset,
} = cartSlice.actions;
export const { selectCart, selectCartItemCount } = cartSlice.selectors;
