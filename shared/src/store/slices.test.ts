import { loggedIn, loggedOut, userLoaded, authReducer, selectIsLoggedIn, selectSessionRestoring } from './authSlice';
import { cartCleared, cartReducer, cartReplaced, selectCartItemCount, shipmentPriceReset, shipmentPriceSet } from './cartSlice';
import { currencyChosen, currencyDefaulted, currencyListLoaded, currencyReducer, selectCurrency } from './currencySlice';
import { emptyCart } from '../cart/cartMath';
import type { Cart, User } from '../contracts';

const start = { type: '@@start' };

describe('the store slices', () => {
  it('keep the action types stored states and tests name', () => {
    expect([loggedIn.type, userLoaded.type, loggedOut.type]).toEqual(['auth/loggedIn', 'auth/userLoaded', 'auth/loggedOut']);
    expect([cartReplaced.type, cartCleared.type, shipmentPriceSet.type, shipmentPriceReset.type]).toEqual([
      'cart/cartReplaced',
      'cart/cartCleared',
      'cart/shipmentPriceSet',
      'cart/shipmentPriceReset',
    ]);
    expect([currencyListLoaded.type, currencyChosen.type, currencyDefaulted.type]).toEqual([
      'currency/currencyListLoaded',
      'currency/currencyChosen',
      'currency/currencyDefaulted',
    ]);
  });

  it('log a shopper in and out, and logging out empties the cart too', () => {
    const auth = authReducer(undefined, loggedIn({ accessToken: 'token', email: 'a@example.com' }));
    const withUser = authReducer(auth, userLoaded({ emailAddress: 'a@example.com' } as User));
    expect(selectIsLoggedIn({ auth: withUser })).toBe(true);
    expect(withUser.user?.emailAddress).toBe('a@example.com');
    expect(selectSessionRestoring({ auth: { ...withUser, accessToken: null } })).toBe(true);
    expect(authReducer(withUser, loggedOut())).toEqual({ user: null, email: null, accessToken: null });
    const cart = { ...emptyCart, cartItems: [{ quantity: 2 }, { quantity: 1 }] } as unknown as Cart;
    expect(selectCartItemCount({ cart: cartReducer(undefined, cartReplaced(cart)) })).toBe(3);
    expect(cartReducer(cart, loggedOut())).toBe(emptyCart);
    expect(cartReducer(cart, cartCleared())).toBe(emptyCart);
  });

  it('set and reset the delivery price, keeping the same cart when nothing changes', () => {
    const priced = cartReducer(emptyCart, shipmentPriceSet({ shipmentPrice: 20, shipmentPriceEur: 5 }));
    expect(priced).toMatchObject({ shipmentPrice: 20, shipmentPriceEur: 5 });
    expect(cartReducer(priced, shipmentPriceSet({ shipmentPrice: 20, shipmentPriceEur: 5 }))).toBe(priced);
    const reset = cartReducer(priced, shipmentPriceReset());
    expect(reset).toMatchObject({ shipmentPrice: null, shipmentPriceEur: null });
    expect(cartReducer(reset, shipmentPriceReset())).toBe(reset);
  });

  it("let the language's currency apply only until the shopper chooses one", () => {
    const initial = currencyReducer(undefined, start);
    expect(selectCurrency({ currency: initial })).toBe('PLN');
    const defaulted = currencyReducer(initial, currencyDefaulted('EUR'));
    expect(defaulted.selected).toBe('EUR');
    const chosen = currencyReducer(defaulted, currencyChosen('PLN'));
    expect(chosen).toMatchObject({ selected: 'PLN', chosenByUser: true });
    expect(currencyReducer(chosen, currencyDefaulted('EUR'))).toBe(chosen);
    expect(currencyReducer(chosen, currencyListLoaded([])).list).toEqual([]);
  });
});
