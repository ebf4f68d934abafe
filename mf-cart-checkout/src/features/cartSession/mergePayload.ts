import type { CartItem, CartMergePayload } from '@inercise/shared';

/** The body of PATCH /cart/merge: the API reads only each line's product id, chosen options and quantity. */
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
