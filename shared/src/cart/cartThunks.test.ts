import { setRuntimeConfig } from '../config/runtimeConfig';
import { eventBus } from '../bus/eventBus';
import { loggedIn, loggedOut } from '../store/authSlice';
import { makeStore } from '../store/makeStore';
import { black, productFixture, serverCartFixture, white } from './cartFixtures';
import {
  addToCart,
  changeQuantity,
  chooseShipmentRegion,
  reloadCart,
  removeLine,
  syncCartAfterLogin,
} from './cartThunks';

function answer(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: 'X', headers: new Headers(), text: async () => text, json: async () => body } as unknown as Response;
}

const handle = productFixture();
const bar = productFixture({ id: 4, name: 'bar', currentPrice: 399.5, currentPriceEur: 95.25 });

describe('cart thunks', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    setRuntimeConfig({ apiUrl: 'http://api.test', remotes: {} });
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  const calls = () =>
    fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => ({
      url: url.replace('http://api.test', ''),
      method: init.method,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      auth: (init.headers as Record<string, string>).Authorization,
    }));

  describe('for a guest', () => {
    it('adds lines locally by the guest-cart rules, recomputes both currencies and calls no server', async () => {
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
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('increases, blocks decrease at 1, removes, and recomputes the value', async () => {
      const { store } = makeStore();
      await store.dispatch(addToCart(handle, [black]));
      await store.dispatch(changeQuantity(1, 1));
      expect(store.getState().cart.cartItems[0]?.quantity).toBe(2);
      await store.dispatch(changeQuantity(1, -1));
      await store.dispatch(changeQuantity(1, -1));
      expect(store.getState().cart.cartItems[0]?.quantity).toBe(1);
      expect(store.getState().cart.originalPrice).toBe(249);
      await store.dispatch(removeLine(1));
      expect(store.getState().cart.cartItems).toEqual([]);
      expect(store.getState().cart.originalPrice).toBe(0);
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  describe('for a logged-in user', () => {
    const loggedInStore = () => {
      const { store } = makeStore();
      store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
      return store;
    };

    it('adds on the server with the options as body and takes its cart', async () => {
      const store = loggedInStore();
      const server = serverCartFixture({ cartItems: [{ id: 91, product: handle, selectedProperties: [black], quantity: 2 }], originalPrice: 498, originalPriceEur: 118 });
      fetchMock.mockResolvedValue(answer(200, server));
      await store.dispatch(addToCart(handle, [black], 2));
      expect(calls()).toEqual([{ url: '/cart/add-product/3?quantity=2', method: 'POST', body: [black], auth: 'Bearer tok' }]);
      expect(store.getState().cart).toMatchObject(server);
    });

    it('changes a quantity with PATCH /cart/cart-item/ and never asks below 1', async () => {
      const store = loggedInStore();
      const line = { id: 91, product: handle, selectedProperties: [black], quantity: 1 };
      fetchMock.mockResolvedValueOnce(answer(200, serverCartFixture({ cartItems: [line] })));
      await store.dispatch(reloadCart());
      await store.dispatch(changeQuantity(91, -1));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      fetchMock.mockResolvedValueOnce(answer(200, serverCartFixture({ cartItems: [{ ...line, quantity: 2 }] })));
      await store.dispatch(changeQuantity(91, 1));
      expect(calls()[1]).toEqual({ url: '/cart/cart-item/', method: 'PATCH', body: { id: 91, quantity: 2, selectedProperties: [black] }, auth: 'Bearer tok' });
      expect(store.getState().cart.cartItems[0]?.quantity).toBe(2);
    });

    it('removes a line on the server', async () => {
      const store = loggedInStore();
      fetchMock.mockResolvedValue(answer(200, serverCartFixture()));
      await store.dispatch(removeLine(91));
      expect(calls()).toEqual([{ url: '/cart/remove-cart-item/91', method: 'POST', body: undefined, auth: 'Bearer tok' }]);
      expect(store.getState().cart.id).toBe(40);
    });

    it('keeps the local cart when the server refuses', async () => {
      const store = loggedInStore();
      fetchMock.mockResolvedValue(answer(400, { message: 'invalidProperty', field: null }));
      await expect(store.dispatch(addToCart(handle, [black]))).rejects.toMatchObject({ status: 400 });
      expect(store.getState().cart.cartItems).toEqual([]);
    });
  });

  describe('after login', () => {
    it('fetches the server cart when the local one is empty', async () => {
      const { store } = makeStore();
      store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
      fetchMock.mockResolvedValue(answer(200, serverCartFixture()));
      await store.dispatch(syncCartAfterLogin());
      expect(calls()).toEqual([{ url: '/cart', method: 'GET', body: undefined, auth: 'Bearer tok' }]);
      expect(store.getState().cart.id).toBe(40);
    });

    it('merges a guest cart with PATCH /cart/merge {cartItems: product id, options, quantity}, once even if asked twice', async () => {
      const { store } = makeStore();
      await store.dispatch(addToCart(handle, [black], 2));
      await store.dispatch(addToCart(bar, []));
      store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
      const merged = serverCartFixture({ cartItems: [{ id: 5, product: handle, selectedProperties: [black], quantity: 3 }] });
      fetchMock.mockResolvedValue(answer(200, merged));
      await Promise.all([store.dispatch(syncCartAfterLogin()), store.dispatch(syncCartAfterLogin())]);
      expect(calls()).toEqual([
        {
          url: '/cart/merge',
          method: 'PATCH',
          body: {
            cartItems: [
              { product: { id: 3 }, selectedProperties: [black], quantity: 2 },
              { product: { id: 4 }, selectedProperties: [], quantity: 1 },
            ],
          },
          auth: 'Bearer tok',
        },
      ]);
      expect(store.getState().cart).toMatchObject(merged);
      await store.dispatch(syncCartAfterLogin());
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('does nothing for a guest or when the cart already came from the server', async () => {
      const { store } = makeStore();
      await store.dispatch(syncCartAfterLogin());
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('logout clears the cart, also when a sync answer arrives afterwards', async () => {
      const { store } = makeStore();
      await store.dispatch(addToCart(handle, [black]));
      store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
      let release: (r: Response) => void = () => undefined;
      fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
      const sync = store.dispatch(syncCartAfterLogin());
      store.dispatch(loggedOut());
      release(answer(200, serverCartFixture()));
      await sync;
      expect(store.getState().cart.cartItems).toEqual([]);
      expect(store.getState().cart.id).toBeNull();
    });
  });

  describe('shipment region', () => {
    it('stores the price of a shippable region and resets it for OTHER', async () => {
      const { store } = makeStore();
      store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
      fetchMock.mockResolvedValueOnce(answer(200, serverCartFixture({ shipmentPrice: 19.99, shipmentPriceEur: 4.99 })));
      await store.dispatch(chooseShipmentRegion('POLAND'));
      expect(store.getState().cart).toMatchObject({ shipmentPrice: 19.99, shipmentPriceEur: 4.99 });
      fetchMock.mockResolvedValueOnce(answer(200, serverCartFixture()));
      await store.dispatch(chooseShipmentRegion('OTHER'));
      expect(store.getState().cart).toMatchObject({ shipmentPrice: null, shipmentPriceEur: null });
      expect(calls().map((c) => c.url)).toEqual(['/cart/shipment/POLAND', '/cart/shipment/OTHER']);
    });
  });
});
