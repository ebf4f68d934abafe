import { aCartLine, aServerCart } from '../testing/fixtures';
import { cartReplaced } from './cartSlice';
import { makeStore, persistorReady } from './makeStore';
import { readStored } from './persistence';
import { webStorageAdapter } from './webStorageAdapter';

/** A slice as the shop's browsers stored it until now (version 1): every field JSON of its own, beside `_persist`. */
const storedUntilNow = (state: Record<string, unknown>): string =>
  JSON.stringify({ ...Object.fromEntries(Object.entries(state).map(([name, value]) => [name, JSON.stringify(value)])), _persist: JSON.stringify({ version: 1, rehydrated: true }) });

const browserStore = () => makeStore({ storage: webStorageAdapter('localStorage'), visitStorage: webStorageAdapter('sessionStorage') });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("a returning shopper's stored state", () => {
  const cart = aServerCart({ id: 5, cartItems: [aCartLine({ quantity: 2 })], originalPrice: 51.99, originalPriceEur: 12.5 });

  it('comes back from the format stored until now: the cart, the currency of the visit and the login', async () => {
    localStorage.setItem('persist:inercise:auth', storedUntilNow({ email: 'anna@example.com' }));
    localStorage.setItem('persist:inercise:cart', storedUntilNow(cart));
    sessionStorage.setItem('persist:inercise:currency', storedUntilNow({ list: [], selected: 'EUR', chosenByUser: true }));

    const { store, persistor } = browserStore();
    await persistorReady(persistor);
    expect(store.getState().auth).toMatchObject({ email: 'anna@example.com', accessToken: null });
    expect(store.getState().cart).toEqual(cart);
    expect(store.getState().currency).toMatchObject({ selected: 'EUR', chosenByUser: true });

    // Rewritten once in today's format, which the next page reads back the same.
    await persistor.flush();
    expect(JSON.parse(localStorage.getItem('persist:inercise:cart')!)).toEqual({ version: 2, state: cart });
    expect(JSON.parse(localStorage.getItem('persist:inercise:auth')!)).toEqual({ version: 2, state: { email: 'anna@example.com' } });
    const next = browserStore();
    await persistorReady(next.persistor);
    expect(next.store.getState().cart).toEqual(cart);
    expect(next.store.getState().auth.email).toBe('anna@example.com');
    expect(next.store.getState().currency.selected).toBe('EUR');
  });

  it('writes each change of a slice, and only once the stored state is back', async () => {
    localStorage.setItem('persist:inercise:cart', storedUntilNow(cart));
    const { store, persistor } = browserStore();
    await persistorReady(persistor);
    store.dispatch(cartReplaced({ ...cart, cartItems: [aCartLine({ quantity: 3 })] }));
    await persistor.flush();
    expect(readStored(localStorage.getItem('persist:inercise:cart'))).toMatchObject({ cartItems: [{ quantity: 3 }] });
  });

  it.each([
    ['not JSON', '{this is not json'],
    ['a field that is not JSON', JSON.stringify({ cartItems: 'everything', _persist: '{"version":1}' })],
    ['another site’s record', JSON.stringify({ cartItems: [] })],
    ['a record of the wrong shape', JSON.stringify({ version: 2, state: { cartItems: 'everything' } })],
  ])('starts from an empty cart when storage holds %s', async (_, text) => {
    localStorage.setItem('persist:inercise:cart', text);
    const { store, persistor } = browserStore();
    await persistorReady(persistor);
    expect(store.getState().cart.cartItems).toEqual([]);
  });
});
