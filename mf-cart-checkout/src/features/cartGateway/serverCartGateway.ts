import type { CartGateway } from './CartGateway';
import { requestServerCart } from './requestServerCart';

/** A logged-in shopper's cart: the server keeps it and answers every change with the whole cart. */
export function serverCartGateway(token: string): CartGateway {
  return {
    add: (product, selectedProperties, quantity) =>
      requestServerCart(`/cart/add-product/${product.id}?quantity=${quantity}`, token, {
        method: 'POST',
        body: selectedProperties,
      }),
    setQuantity: (line, quantity) =>
      requestServerCart('/cart/cart-item', token, {
        method: 'PATCH',
        body: { id: line.id, quantity, selectedProperties: line.selectedProperties },
      }),
    remove: (lineId) => requestServerCart(`/cart/remove-cart-item/${lineId}`, token, { method: 'POST' }),
  };
}
