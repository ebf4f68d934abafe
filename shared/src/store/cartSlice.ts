import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cart, Product, SelectedProperty } from '../contracts';
import { addToGuestCart, changeGuestQuantity, emptyCart, itemCount, removeFromGuestCart } from '../cart/cartMath';
import { loggedOut } from './authSlice';

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /** A logged-in user's cart as the server answered it replaces the local one. */
    cartReplaced(_state, action: PayloadAction<Cart>) {
      return action.payload;
    },
    guestItemAdded(
      state,
      action: PayloadAction<{ product: Product; selectedProperties: SelectedProperty[]; quantity?: number }>,
    ) {
      const { product, selectedProperties, quantity } = action.payload;
      return addToGuestCart(state, product, selectedProperties, quantity ?? 1);
    },
    guestQuantityChanged(state, action: PayloadAction<{ lineId: number; delta: 1 | -1 }>) {
      return changeGuestQuantity(state, action.payload.lineId, action.payload.delta);
    },
    guestLineRemoved(state, action: PayloadAction<number>) {
      return removeFromGuestCart(state, action.payload);
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
  guestItemAdded,
  guestQuantityChanged,
  guestLineRemoved,
  cartCleared,
  shipmentPriceSet,
  shipmentPriceReset,
} = cartSlice.actions;
export const { selectCart, selectCartItemCount } = cartSlice.selectors;
