/**
 * @jest-environment jsdom
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { CartSchema, type Cart } from '../domain/cart';

const emptyCart: Cart = {
  id: null,
  cartItems: [],
  user: null,
  discount: null,
  originalPrice: 0,
  discountedPrice: null,
  originalPriceEur: 0,
  discountedPriceEur: null,
  shipmentPrice: null,
  shipmentPriceEur: null,
};

describe('lazySchema in the browser', () => {
  it('builds the schema on first use, and only once', () => {
    const build = jest.fn(() => z.object({ name: z.string().check(z.minLength(1)) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Inercise' })).toEqual({ name: 'Inercise' });
    expect(z.safeParse(schema, { name: '' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('works inside other schemas, extended, and as an instance of its kind', () => {
    const price = lazySchema(() => z.number().check(z.gte(0)));
    const line = lazySchema(() => z.object({ quantity: z.int(), price }));
    const discounted = z.extend(line, { percent: z.optional(z.int()) });
    expect(discounted.parse({ quantity: 2, price: 10, percent: 5 })).toEqual({ quantity: 2, price: 10, percent: 5 });
    const failure = z.safeParse(z.array(line), [{ quantity: 1, price: -1 }]);
    expect(failure.success).toBe(false);
    expect(failure.error?.issues[0]?.path).toEqual([0, 'price']);
    expect(line instanceof z.ZodMiniObject).toBe(true);
    expect(Object.keys(line.shape)).toEqual(['quantity', 'price']);
  });

  it('leaves the shop contracts as they were: a cart parses, a malformed one does not', () => {
    expect(CartSchema.parse(emptyCart)).toEqual(emptyCart);
    expect(z.safeParse(CartSchema, { ...emptyCart, cartItems: [{ id: 'one' }] }).success).toBe(false);
  });
});
