import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Cart, Product, SelectedProperty } from '../contracts';
import { apiRequest } from '../api/apiClient';
import { eventBus } from '../bus/eventBus';
import type { RootState } from '../store/makeStore';
import {
  cartCleared,
  cartReplaced,
  guestItemAdded,
  guestLineRemoved,
  guestQuantityChanged,
} from '../store/cartSlice';

type CartThunk<R = Promise<void>> = ThunkAction<R, RootState, unknown, UnknownAction>;

/**
 * The cart contract every team calls: a guest's cart lives in the persisted store (SPEC section 4 rules),
 * a logged-in user's cart lives on the server and its answer replaces the local copy.
 */
export function addToCart(product: Product, selectedProperties: SelectedProperty[], quantity = 1): CartThunk {
  return async (dispatch, getState) => {
    const token = getState().auth.accessToken;
    if (token) {
      const { data } = await apiRequest<Cart>(`/cart/add-product/${product.id}?quantity=${quantity}`, {
        method: 'POST',
        body: selectedProperties,
        token,
      });
      dispatch(cartReplaced(data));
    } else {
      dispatch(guestItemAdded({ product, selectedProperties, quantity }));
    }
    eventBus.emit('cart:itemAdded', { productId: product.id, quantity });
  };
}

export function changeQuantity(lineId: number, delta: 1 | -1): CartThunk {
  return async (dispatch, getState) => {
    const { auth, cart } = getState();
    const line = cart.cartItems.find((item) => item.id === lineId);
    if (!line) return;
    if (delta === -1 && line.quantity <= 1) return;
    if (auth.accessToken) {
      const { data } = await apiRequest<Cart>('/cart/cart-item/', {
        method: 'PATCH',
        body: { id: lineId, quantity: line.quantity + delta, selectedProperties: line.selectedProperties },
        token: auth.accessToken,
      });
      dispatch(cartReplaced(data));
    } else {
      dispatch(guestQuantityChanged({ lineId, delta }));
    }
  };
}

export function removeLine(lineId: number): CartThunk {
  return async (dispatch, getState) => {
    const token = getState().auth.accessToken;
    if (token) {
      const { data } = await apiRequest<Cart>(`/cart/remove-cart-item/${lineId}`, { method: 'POST', token });
      dispatch(cartReplaced(data));
    } else {
      dispatch(guestLineRemoved(lineId));
    }
  };
}

export function reloadCart(): CartThunk {
  return async (dispatch, getState) => {
    const token = getState().auth.accessToken;
    if (!token) return;
    const { data } = await apiRequest<Cart>('/cart', { token });
    dispatch(cartReplaced(data));
  };
}

/**
 * After login, while the local cart has no server id: an empty local cart takes the server's cart,
 * otherwise the local lines are merged into the server cart and its answer replaces them.
 */
export function syncCartAfterLogin(): CartThunk {
  return async (dispatch, getState) => {
    const { auth, cart } = getState();
    if (!auth.accessToken || cart.id !== null) return;
    if (cart.cartItems.length === 0) {
      await dispatch(reloadCart());
      return;
    }
    const { data } = await apiRequest<Cart>('/cart/merge', {
      method: 'PATCH',
      body: { cartItems: cart.cartItems },
      token: auth.accessToken,
    });
    dispatch(cartReplaced(data));
  };
}

export function clearCart(): CartThunk<void> {
  return (dispatch) => {
    dispatch(cartCleared());
  };
}
