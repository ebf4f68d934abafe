import { CartMergePayloadSchema } from '@inercise/shared';
import { aCartLine } from '@inercise/shared/testing';
import { mergePayload } from './mergePayload';

describe('the merge payload', () => {
  it('sends a guest line stored over the cap capped, so the merge is never refused', () => {
    const payload = mergePayload([aCartLine({ id: 1, quantity: 100 }), aCartLine({ id: 2, quantity: 3 })]);
    expect(payload.cartItems.map((line) => line.quantity)).toEqual([99, 3]);
    expect(CartMergePayloadSchema.safeParse(payload).success).toBe(true);
  });
});
