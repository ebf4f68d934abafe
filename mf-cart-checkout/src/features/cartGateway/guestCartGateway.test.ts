import type { Cart } from '@inercise/shared';
import { aCartLine, aProduct, aSelectedProperty, aServerCart, fakeApi } from '@inercise/shared/testing';
import { cartPrices } from '@inercise/shared/pricing';
import { guestCartGateway } from './guestCartGateway';

/** A guest's cart as a new visitor's store holds it: no id, no user, no lines. */
const emptyCart: Cart = { ...aServerCart(), id: null, user: null };
const handle = aProduct();
const black = aSelectedProperty();
const white = aSelectedProperty({ id: 12, value: 'WHITE' });
// Prices whose float sums drift: 0.1 × 3 is 0.30000000000000004 in floats, 19.99 × 7 is 139.92999999999998.
const cheap = aProduct({ id: 5, currentPrice: 0.1, currentPriceEur: 19.99 });

const add = (cart: Cart, ...args: Parameters<ReturnType<typeof guestCartGateway>['add']>) => guestCartGateway(cart).add(...args);

describe("the guest cart gateway", () => {
  it('raises the line of the same product and options, makes a new line for other options, and never calls the server', async () => {
    const api = fakeApi();
    let cart = await add(emptyCart, handle, [black], 1);
    cart = await add(cart, handle, [black], 2);
    cart = await add(cart, handle, [white], 1);
    expect(cart.cartItems.map((line) => [line.id, line.selectedProperties[0]?.value, line.quantity])).toEqual([
      [1, 'BLACK', 3],
      [2, 'WHITE', 1],
    ]);
    expect([cart.originalPrice, cart.originalPriceEur]).toEqual([996, 236]);
    expect(api.calls).toEqual([]);
  });

  it('gives a new line the id "line count + 1", or one past the highest when a removal left it taken', async () => {
    let cart = await add(emptyCart, handle, [black], 1);
    cart = await add(cart, handle, [white], 1);
    cart = await guestCartGateway(cart).remove(1);
    cart = await add(cart, aProduct({ id: 4 }), [], 1);
    expect(cart.cartItems.map((line) => line.id)).toEqual([2, 3]);
  });

  it('prices in whole grosze and cents: odd quantities of odd prices add up exactly', async () => {
    let cart = await add(emptyCart, cheap, [], 3);
    expect([cart.originalPrice, cart.originalPriceEur]).toEqual([0.3, 59.97]);
    cart = await guestCartGateway(cart).setQuantity(cart.cartItems[0]!, 7);
    expect([cart.originalPrice, cart.originalPriceEur]).toEqual([0.7, 139.93]);
    cart = await add(cart, aProduct({ id: 6, currentPrice: 8499.99, currentPriceEur: 1999.01 }), [], 3);
    expect([cart.originalPrice, cart.originalPriceEur]).toEqual([25500.67, 6136.96]);
    expect(cart).toMatchObject(cartPrices(cart.cartItems));
  });

  it('sets a quantity, never below 1, and removes a line, the value following', async () => {
    const start: Cart = { ...emptyCart, cartItems: [aCartLine({ id: 1, quantity: 2 }), aCartLine({ id: 2, product: cheap, quantity: 1 })] };
    let cart = await guestCartGateway(start).setQuantity(start.cartItems[0]!, 0);
    expect(cart.cartItems[0]?.quantity).toBe(1);
    cart = await guestCartGateway(cart).remove(1);
    expect(cart.cartItems.map((line) => line.id)).toEqual([2]);
    expect([cart.originalPrice, cart.originalPriceEur]).toEqual([0.1, 19.99]);
    // The cart it was given is left as it was: the store's copy is replaced, never changed in place.
    expect(start.cartItems[0]?.quantity).toBe(2);
  });

  it('holds a line to the cart rule\'s cap of 99, however it is raised', async () => {
    let cart = await add(emptyCart, handle, [black], 98);
    cart = await add(cart, handle, [black], 5);
    expect(cart.cartItems[0]?.quantity).toBe(99);
    cart = await guestCartGateway(cart).setQuantity(cart.cartItems[0]!, 100);
    expect(cart.cartItems[0]?.quantity).toBe(99);
    cart = await add(emptyCart, handle, [white], 150);
    expect(cart.cartItems[0]?.quantity).toBe(99);
  });
});
