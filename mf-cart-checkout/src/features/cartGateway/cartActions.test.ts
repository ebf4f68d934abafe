import { eventBus, loggedIn, loggedOut, makeStore } from '@inercise/shared';
import { aCartLine, aProduct, aSelectedProperty, aServerCart, deferred, fakeApi, reply } from '@inercise/shared/testing';
import { addToCart } from './cartActions';

const handle = aProduct();
const bar = aProduct({ id: 4, name: 'bar', currentPrice: 399.5, currentPriceEur: 95.25 });
const black = aSelectedProperty();

function listen() {
  const added: { productId: number; quantity: number }[] = [];
  const off = eventBus.on('cart:itemAdded', (payload) => added.push(payload));
  return { added, off };
}

describe("the cart team's add action", () => {
  it("keeps a guest's lines in the store, priced in whole grosze, and tells the header each time", async () => {
    const api = fakeApi();
    const { added, off } = listen();
    const { store } = makeStore();
    await store.dispatch(addToCart(handle, [black]));
    await store.dispatch(addToCart(bar, [], 3));
    off();
    expect(store.getState().cart).toMatchObject({ id: null, originalPrice: 249 + 1198.5, originalPriceEur: 59 + 285.75 });
    expect(added).toEqual([
      { productId: 3, quantity: 1 },
      { productId: 4, quantity: 3 },
    ]);
    expect(api.calls).toEqual([]);
  });

  it("sends a logged-in shopper's line to the server, whose answer replaces the local cart", async () => {
    const { store } = makeStore();
    store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
    const api = fakeApi({ 'POST /cart/add-product/3?quantity=2': aServerCart({ cartItems: [aCartLine({ id: 8, quantity: 2 })] }) });
    const { added, off } = listen();
    await store.dispatch(addToCart(handle, [black], 2));
    off();
    expect(api.calls.map((call) => call.key)).toEqual(['POST /cart/add-product/3?quantity=2']);
    expect(store.getState().cart).toMatchObject({ id: 40, cartItems: [{ id: 8, quantity: 2 }] });
    expect(added).toEqual([{ productId: 3, quantity: 2 }]);
  });

  it('leaves the cart as it was and tells nobody when the server refuses', async () => {
    const { store } = makeStore();
    store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
    fakeApi({ 'POST /cart/add-product/3?quantity=1': reply(400, { message: 'optionUnavailable' }) });
    const { added, off } = listen();
    await expect(store.dispatch(addToCart(handle, [black]))).rejects.toMatchObject({ status: 400 });
    off();
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(added).toEqual([]);
  });

  it('drops an answer that comes back after the shopper logged out: the cleared cart stays cleared', async () => {
    const { store } = makeStore();
    store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
    const answer = deferred<ReturnType<typeof aServerCart>>();
    fakeApi({ 'POST /cart/add-product/3?quantity=1': () => answer.promise });
    const adding = store.dispatch(addToCart(handle, [black]));
    store.dispatch(loggedOut());
    answer.resolve(aServerCart({ cartItems: [aCartLine()] }));
    await adding;
    expect(store.getState().cart.cartItems).toEqual([]);
  });
});
