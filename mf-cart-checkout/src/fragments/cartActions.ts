import { getStore, type CartActionsModule } from '@inercise/shared';
import { addToCart as addToCartAction } from '../features/cartGateway/cartActions';

/**
 * The cart's add action for other teams' pages (the catalog's add-to-cart button), loaded on the first add: it
 * runs the cart team's own action on the page's store. Typed as the catalog loads it (CartActionsModule of
 * @inercise/shared).
 */
export const addToCart: CartActionsModule['addToCart'] = (product, selectedProperties, quantity) =>
  getStore().dispatch(addToCartAction(product, selectedProperties, quantity));
