import { canAddOneMore, cappedQuantity, isSameCartLine, MAX_CART_LINE_QUANTITY, optionsKey, quantityAfterAdding } from './cartRule';
import { CartItemUpdatePayloadSchema, CartMergePayloadSchema } from './cartPayloads';

describe('the cart rule', () => {
  it('keys a line by its option values in any order', () => {
    expect(optionsKey([12, 3, 7])).toBe('3,7,12');
    expect(optionsKey([])).toBe('');
    expect(isSameCartLine({ productId: 1, valueIds: [7, 3] }, { productId: 1, valueIds: [3, 7] })).toBe(true);
    expect(isSameCartLine({ productId: 1, valueIds: [3] }, { productId: 2, valueIds: [3] })).toBe(false);
    expect(isSameCartLine({ productId: 1, valueIds: [3] }, { productId: 1, valueIds: [3, 4] })).toBe(false);
  });

  it('caps a line at 99, adding past it included, and stops "+" there', () => {
    expect(MAX_CART_LINE_QUANTITY).toBe(99);
    expect(quantityAfterAdding(98, 1)).toBe(99);
    expect(quantityAfterAdding(99, 1)).toBe(99);
    expect(quantityAfterAdding(60, 60)).toBe(99);
    expect(cappedQuantity(100)).toBe(99);
    expect(cappedQuantity(0)).toBe(1);
    expect(canAddOneMore(98)).toBe(true);
    expect(canAddOneMore(99)).toBe(false);
  });

  it('holds the request shapes to the same cap', () => {
    const line = (quantity: number) => ({ cartItems: [{ product: { id: 1 }, selectedProperties: [], quantity }] });
    expect(CartMergePayloadSchema.safeParse(line(99)).success).toBe(true);
    expect(CartMergePayloadSchema.safeParse(line(100)).success).toBe(false);
    expect(CartItemUpdatePayloadSchema.safeParse({ id: 1, quantity: MAX_CART_LINE_QUANTITY + 1 }).success).toBe(false);
  });
});
