import { aServerCart } from '../testing/fixtures';
import { emptyCart } from '../cart/cartMath';
import { loggedIn, userLoaded } from './authSlice';
import { cartReplaced } from './cartSlice';
import { logOut } from './logOut';
import { makeStore, memoryStorage } from './makeStore';

describe('logOut', () => {
  it("forgets the token, the user and the account's server cart, and keeps the currency choice", () => {
    const { store } = makeStore({ storage: memoryStorage() });
    store.dispatch(loggedIn({ accessToken: 'jwt', email: 'anna@example.com' }));
    store.dispatch(userLoaded({ id: 7, username: 'anna@example.com' } as never));
    store.dispatch(cartReplaced(aServerCart({ id: 5 })));
    const currency = store.getState().currency;
    logOut(store.dispatch);
    expect(store.getState().auth).toMatchObject({ user: null, email: null, accessToken: null });
    expect(store.getState().cart).toMatchObject(emptyCart);
    expect(store.getState().cart.id).toBeNull();
    expect(store.getState().currency).toEqual(currency);
  });
});
