import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Cart, CartItem, CartMergePayload, Product, Region, SelectedProperty } from '../contracts';
import { CartSchema } from '../domain/cart';
import { apiRequest } from '../api/apiClient';
import { eventBus } from '../bus/eventBus';
import type { RootState } from '../store/makeStore';
import {
  cartCleared,
  cartReplaced,
  guestItemAdded,
  guestLineRemoved,
  guestQuantityChanged,
  shipmentPriceReset,
  shipmentPriceSet,
} from '../store/cartSlice';

type CartThunk<R = Promise<void>> = ThunkAction<R, RootState, unknown, UnknownAction>;

/** Every server answer is checked against the contract before it replaces the local cart. */
const serverCart = (path: string, token: string, init: { method?: 'POST' | 'PATCH'; body?: unknown } = {}) =>
  apiRequest<Cart>(path, { ...init, token, schema: CartSchema }).then((answer) => answer.data);

/**
 * The cart contract every team calls: a guest's cart lives in the persisted store (docs/product-rules.md#cart),
 * a logged-in user's cart lives on the server and its answer replaces the local copy.
 */
export function addToCart(product: Product, selectedProperties: SelectedProperty[], quantity = 1): CartThunk {
  return async (dispatch, getState) => {
    const token = getState().auth.accessToken;
    if (token) {
      const cart = await serverCart(`/cart/add-product/${product.id}?quantity=${quantity}`, token, {
        method: 'POST',
        body: selectedProperties,
      });
      dispatch(cartReplaced(cart));
    } else {
      dispatch(guestItemAdded({ product, selectedProperties, quantity }));
    }
    eventBus.emit('cart:itemAdded', { productId: product.id, quantity });
  };
}

/** Increase adds 1; decrease is blocked at 1 (removal is its own action). */
export function changeQuantity(lineId: number, delta: 1 | -1): CartThunk {
  return async (dispatch, getState) => {
    const { auth, cart } = getState();
    const line = cart.cartItems.find((item) => item.id === lineId);
    if (!line) return;
    if (delta === -1 && line.quantity <= 1) return;
    if (auth.accessToken) {
      const updated = await serverCart('/cart/cart-item/', auth.accessToken, {
        method: 'PATCH',
        body: { id: lineId, quantity: line.quantity + delta, selectedProperties: line.selectedProperties },
      });
      dispatch(cartReplaced(updated));
    } else {
      dispatch(guestQuantityChanged({ lineId, delta }));
    }
  };
}

export function removeLine(lineId: number): CartThunk {
  return async (dispatch, getState) => {
    const token = getState().auth.accessToken;
    if (token) {
      dispatch(cartReplaced(await serverCart(`/cart/remove-cart-item/${lineId}`, token, { method: 'POST' })));
    } else {
      dispatch(guestLineRemoved(lineId));
    }
  };
}

/** A logged-in user's cart as the server has it now (after a discount, on opening the cart page...). */
export function reloadCart(): CartThunk {
  return async (dispatch, getState) => {
    const token = getState().auth.accessToken;
    if (!token) return;
    dispatch(cartReplaced(await serverCart('/cart', token)));
  };
}

/** The merge body: the API reads only the product id, the chosen options and the quantity of each line. */
export function mergePayload(items: readonly CartItem[]): CartMergePayload {
  return {
    cartItems: items.map((item) => ({
      product: { id: item.product.id },
      selectedProperties: item.selectedProperties.map(({ id, value, propertyType }) => ({
        id,
        value,
        propertyType: { name: propertyType.name },
      })),
      quantity: item.quantity,
    })),
  };
}

// One sync per store at a time: the login form, the header and a remounting page may all ask for it after the
// same login, and two merges of one guest cart would count every line twice.
const syncsInFlight = new WeakMap<object, Promise<void>>();

/**
 * After login, while the local cart has no server id: an empty local cart takes the server's cart,
 * otherwise the local lines are merged into the server cart (PATCH /cart/merge) and its answer replaces them.
 */
export function syncCartAfterLogin(): CartThunk {
  return (dispatch, getState) => {
    const running = syncsInFlight.get(dispatch);
    if (running) return running;
    const { auth, cart } = getState();
    if (!auth.accessToken || cart.id !== null) return Promise.resolve();
    const token = auth.accessToken;
    const work = (async () => {
      const answer =
        cart.cartItems.length === 0
          ? await serverCart('/cart', token)
          : await serverCart('/cart/merge', token, { method: 'PATCH', body: mergePayload(cart.cartItems) });
      // A logout while the answer was on its way wins: the cart stays cleared.
      if (getState().auth.accessToken === token) dispatch(cartReplaced(answer));
    })().finally(() => syncsInFlight.delete(dispatch));
    syncsInFlight.set(dispatch, work);
    return work;
  };
}

/**
 * Checkout, on choosing a country: a shippable region's shipment price is fetched (GET /cart/shipment/{region},
 * which also records the region on the server cart) and stored; region OTHER has none, so it is reset.
 */
export function chooseShipmentRegion(region: Region): CartThunk {
  return async (dispatch, getState) => {
    const token = getState().auth.accessToken;
    if (region === 'OTHER' || !token) {
      dispatch(shipmentPriceReset());
      if (token && region === 'OTHER') await serverCart(`/cart/shipment/${region}`, token);
      return;
    }
    const answer = await serverCart(`/cart/shipment/${region}`, token);
    dispatch(shipmentPriceSet({ shipmentPrice: answer.shipmentPrice, shipmentPriceEur: answer.shipmentPriceEur }));
  };
}

export function clearCart(): CartThunk<void> {
  return (dispatch) => {
    dispatch(cartCleared());
  };
}
