import { cartReplaced, loggedIn, makeStore } from '@inercise/shared';
import { aCartLine, aProduct, aSelectedProperty, aServerCart, fakeApi, reply } from '@inercise/shared/testing';
import { addToCart, changeQuantity, removeLine } from '../cartGateway/cartActions';
import { reloadCart } from './reloadCart';

const black = aSelectedProperty();

describe('a guest cart line', () => {
  it('is increased, stops at 1 going down, is removed, and the value follows, with no call to the server', async () => {
    const api = fakeApi();
    const { store } = makeStore();
    await store.dispatch(addToCart(aProduct(), [black]));
    await store.dispatch(changeQuantity(1, 1));
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(2);
    expect(store.getState().cart.originalPrice).toBe(498);
    await store.dispatch(changeQuantity(1, -1));
    await store.dispatch(changeQuantity(1, -1));
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(1);
    await store.dispatch(removeLine(1));
    expect(store.getState().cart).toMatchObject({ cartItems: [], originalPrice: 0 });
    expect(api.calls).toEqual([]);
  });
});

describe("a logged-in shopper's cart line", () => {
  function loggedInStore(quantity: number) {
    const { store } = makeStore();
    store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
    store.dispatch(cartReplaced(aServerCart({ cartItems: [aCartLine({ id: 91, quantity })] })));
    return store;
  }

  it('changes with PATCH /cart/cart-item and never asks below 1', async () => {
    const store = loggedInStore(1);
    const api = fakeApi({ 'PATCH /cart/cart-item': aServerCart({ cartItems: [aCartLine({ id: 91, quantity: 2 })] }) });
    await store.dispatch(changeQuantity(91, -1));
    expect(api.calls).toEqual([]);
    await store.dispatch(changeQuantity(91, 1));
    expect(api.calls).toEqual([
      expect.objectContaining({
        key: 'PATCH /cart/cart-item',
        body: { id: 91, quantity: 2, selectedProperties: [black] },
        headers: expect.objectContaining({ authorization: 'Bearer tok' }),
      }),
    ]);
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(2);
  });

  it('is removed on the server, whose answer replaces the cart', async () => {
    const store = loggedInStore(2);
    const api = fakeApi({ 'POST /cart/remove-cart-item/91': aServerCart() });
    await store.dispatch(removeLine(91));
    expect(api.calls.map((call) => call.key)).toEqual(['POST /cart/remove-cart-item/91']);
    expect(store.getState().cart.cartItems).toEqual([]);
  });

  it('stays as it was when the server refuses', async () => {
    const store = loggedInStore(2);
    fakeApi({ 'PATCH /cart/cart-item': reply(500, {}) });
    await expect(store.dispatch(changeQuantity(91, 1))).rejects.toMatchObject({ status: 500 });
    expect(store.getState().cart.cartItems[0]?.quantity).toBe(2);
  });

  it('reloadCart asks nothing for a guest and takes the server cart for a shopper', async () => {
    const api = fakeApi({ 'GET /cart': aServerCart({ discount: { code: 'INERCISE10', percent: 10 } }) });
    const guest = makeStore().store;
    await guest.dispatch(reloadCart());
    expect(api.calls).toEqual([]);
    const store = loggedInStore(1);
    await store.dispatch(reloadCart());
    expect(store.getState().cart.discount).toEqual({ code: 'INERCISE10', percent: 10 });
  });
});
