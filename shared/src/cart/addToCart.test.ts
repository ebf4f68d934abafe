import { setRuntimeConfig } from '../config/runtimeConfig';
import { eventBus } from '../bus/eventBus';
import { loggedIn } from '../store/authSlice';
import { makeStore } from '../store/makeStore';
import { fakeApi, reply } from '../testing/fakeApi';
import { aCartLine, aProduct, aSelectedProperty, aServerCart } from '../testing/fixtures';
import { addToCart } from './addToCart';

const handle = aProduct();
const bar = aProduct({ id: 4, name: 'bar', currentPrice: 399.5, currentPriceEur: 95.25 });
const black = aSelectedProperty();
const white = aSelectedProperty({ id: 12, value: 'WHITE' });

beforeEach(() => setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} }));

describe('addToCart', () => {
  it("for a guest adds lines locally by the guest-cart rules, in both currencies, calls no server, and tells the header", async () => {
    const api = fakeApi();
    const { store } = makeStore();
    const added: number[] = [];
    const off = eventBus.on('cart:itemAdded', (p) => added.push(p.productId));
    await store.dispatch(addToCart(handle, [black]));
    await store.dispatch(addToCart(handle, [black]));
    await store.dispatch(addToCart(handle, [white]));
    await store.dispatch(addToCart(bar, []));
    off();
    const cart = store.getState().cart;
    expect(cart.cartItems.map((i) => [i.id, i.product.id, i.quantity])).toEqual([
      [1, 3, 2],
      [2, 3, 1],
      [3, 4, 1],
    ]);
    expect(cart.originalPrice).toBe(249 * 3 + 399.5);
    expect(cart.originalPriceEur).toBe(59 * 3 + 95.25);
    expect(added).toEqual([3, 3, 3, 4]);
    expect(api.calls).toEqual([]);
  });

  describe('for a logged-in shopper', () => {
    const loggedInStore = () => {
      const { store } = makeStore();
      store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
      return store;
    };

    it('adds on the server with the options as body and takes its cart', async () => {
      const store = loggedInStore();
      const server = aServerCart({ cartItems: [aCartLine({ id: 91, quantity: 2 })], originalPrice: 498, originalPriceEur: 118 });
      const api = fakeApi({ 'POST /cart/add-product/3?quantity=2': server });
      await store.dispatch(addToCart(handle, [black], 2));
      expect(api.calls.map(({ key, body, headers }) => ({ key, body, auth: headers.authorization }))).toEqual([
        { key: 'POST /cart/add-product/3?quantity=2', body: [black], auth: 'Bearer tok' },
      ]);
      expect(store.getState().cart).toMatchObject(server);
    });

    it('keeps the local cart when the server refuses', async () => {
      const store = loggedInStore();
      fakeApi({ 'POST /cart/add-product/3': reply(400, { message: 'invalidProperty', field: null }) });
      await expect(store.dispatch(addToCart(handle, [black]))).rejects.toMatchObject({ status: 400 });
      expect(store.getState().cart.cartItems).toEqual([]);
    });
  });
});
