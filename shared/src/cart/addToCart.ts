import type { Product, SelectedProperty } from '../contracts';
import { eventBus } from '../bus/eventBus';
import type { AppThunk } from '../store/makeStore';
import { cartReplaced, guestItemAdded } from '../store/cartSlice';
import { requestServerCart } from './requestServerCart';

/**
 * The one cart action other teams call (the catalog's product page): a guest's cart lives in the persisted store
 * (docs/product-rules.md#cart), a logged-in shopper's cart on the server, whose answer replaces the local copy.
 * Everything else done to a cart is the cart team's, in mf-cart-checkout.
 */
export function addToCart(product: Product, selectedProperties: SelectedProperty[], quantity = 1): AppThunk {
  return async (dispatch, getState) => {
    const token = getState().auth.accessToken;
    if (token) {
      const cart = await requestServerCart(`/cart/add-product/${product.id}?quantity=${quantity}`, token, {
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
