import { callEndpoint } from '@inercise/shared';
import { addToCart, changeCartLine, removeCartLine } from '@inercise/shared/endpoints/cart';
import type { CartGateway } from './CartGateway';

/**
 * A logged-in shopper's cart: the server keeps it and answers every change with the whole cart, checked against the
 * cart contract before it may replace the local cart.
 */
export function serverCartGateway(token: string): CartGateway {
  return {
    add: (product, selectedProperties, quantity) =>
      callEndpoint(addToCart, { params: { productId: product.id }, query: { quantity }, body: selectedProperties, token }),
    setQuantity: (line, quantity) =>
      callEndpoint(changeCartLine, { body: { id: line.id, quantity, selectedProperties: line.selectedProperties }, token }),
    remove: (lineId) => callEndpoint(removeCartLine, { params: { id: lineId }, token }),
  };
}
