import { cappedQuantity, type CartItem, type CartMergePayload } from '@inercise/shared';

/**
 * The body of PATCH /cart/merge: the API reads only each line's product id, chosen options and quantity. A line a
 * guest cart kept over the cap (stored before the cap was the guest cart's too) goes capped, so the merge is never refused.
 */
export function mergePayload(items: readonly CartItem[]): CartMergePayload {
  return {
    cartItems: items.map((item) => ({
      product: { id: item.product.id },
      selectedProperties: item.selectedProperties.map(({ id, value, propertyType }) => ({
        id,
        value,
        propertyType: { name: propertyType.name },
      })),
      quantity: cappedQuantity(item.quantity),
    })),
  };
}
