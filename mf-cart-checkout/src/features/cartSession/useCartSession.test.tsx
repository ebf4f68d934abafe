import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { cartReplaced, eventBus, loggedIn, loggedOut, makeStore, type AppStore } from '@inercise/shared';
import { aCartLine, aProduct, aSelectedProperty, aServerCart, fakeApi } from '@inercise/shared/testing';
import { addToCart } from '../cartGateway/cartActions';
import { useCartSession } from './useCartSession';

const handle = aProduct();
// A second product at its own price, so the merged lines are told apart.
const bar = aProduct({ id: 4, name: 'bar', thumbnail: 'bar.webp', currentPrice: 399, currentPriceEur: 94 });
const black = aSelectedProperty();

function runSession(store: AppStore) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useCartSession(), { wrapper });
}

function logIn(store: AppStore) {
  act(() => {
    store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
    eventBus.emit('auth:loggedIn', { email: 'a@b.pl' });
  });
}

describe('the cart session', () => {
  it('on a page load with a server cart, reloads it once, so an order placed elsewhere empties it here', async () => {
    const { store } = makeStore();
    store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
    store.dispatch(cartReplaced(aServerCart({ cartItems: [aCartLine({ id: 91 })] })));
    const api = fakeApi({ 'GET /cart': aServerCart() });
    runSession(store);
    await waitFor(() => expect(store.getState().cart.cartItems).toEqual([]));
    expect(api.calls.map((call) => call.key)).toEqual(['GET /cart']);
  });

  it('on a page load after a login whose sync never finished, merges the guest lines then', async () => {
    const { store } = makeStore();
    await store.dispatch(addToCart(handle, [black]));
    store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
    const api = fakeApi({ 'PATCH /cart/merge': aServerCart({ cartItems: [aCartLine({ id: 5 })] }) });
    runSession(store);
    await waitFor(() => expect(store.getState().cart.id).toBe(40));
    expect(api.calls.map((call) => call.key)).toEqual(['PATCH /cart/merge']);
  });

  it('asks nothing for a guest', () => {
    const api = fakeApi();
    runSession(makeStore().store);
    expect(api.calls).toEqual([]);
  });

  it('on login with an empty local cart, takes the server cart', async () => {
    const { store } = makeStore();
    const api = fakeApi({ 'GET /cart': aServerCart({ cartItems: [aCartLine({ id: 7, quantity: 2 })] }) });
    runSession(store);
    logIn(store);
    await waitFor(() => expect(store.getState().cart.cartItems.map((l) => [l.id, l.quantity])).toEqual([[7, 2]]));
    expect(api.calls.map((call) => call.key)).toEqual(['GET /cart']);
  });

  it('on login, merges the guest cart once: product id, options and quantity of each line', async () => {
    const { store } = makeStore();
    await store.dispatch(addToCart(handle, [black], 2));
    await store.dispatch(addToCart(bar, []));
    const merged = aServerCart({ cartItems: [aCartLine({ id: 5, quantity: 3 })] });
    const api = fakeApi({ 'PATCH /cart/merge': merged });
    runSession(store);
    logIn(store);
    await waitFor(() => expect(store.getState().cart).toMatchObject(merged));
    expect(api.calls).toEqual([
      expect.objectContaining({
        key: 'PATCH /cart/merge',
        body: {
          cartItems: [
            { product: { id: 3 }, selectedProperties: [black], quantity: 2 },
            { product: { id: 4 }, selectedProperties: [], quantity: 1 },
          ],
        },
      }),
    ]);
  });

  it('a logout while the merge is on its way wins: the cart stays empty', async () => {
    const { store } = makeStore();
    await store.dispatch(addToCart(handle, [black]));
    const api = fakeApi({ 'PATCH /cart/merge': aServerCart({ cartItems: [aCartLine()] }) });
    const release = api.hold('PATCH /cart/merge');
    runSession(store);
    logIn(store);
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(api.callsTo('PATCH /cart/merge')).toHaveLength(1);
    // The late answer is let through and given a turn of the event loop, so a cart it wrongly restored would show.
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(store.getState().cart).toMatchObject({ id: null, cartItems: [] });
  });

  it("merges once when the cart icon is drawn anew while the login's merge is on its way", async () => {
    const { store } = makeStore();
    await store.dispatch(addToCart(handle, [black]));
    const merged = aServerCart({ cartItems: [aCartLine({ id: 5 })] });
    const api = fakeApi({ 'PATCH /cart/merge': merged });
    const release = api.hold('PATCH /cart/merge');
    const first = runSession(store);
    logIn(store);
    // The header's icon is drawn anew on the page the login leads to, before the merge has answered.
    first.unmount();
    runSession(store);
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => expect(store.getState().cart).toMatchObject(merged));
    expect(api.callsTo('PATCH /cart/merge')).toHaveLength(1);
  });

  it('stops listening when the header goes away', async () => {
    const { store } = makeStore();
    const api = fakeApi();
    runSession(store).unmount();
    logIn(store);
    expect(api.calls).toEqual([]);
  });
});
