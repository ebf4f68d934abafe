import { eventBus, getStore, loggedOut, type CartActionsModule } from '@inercise/shared';
import { aProduct, aSelectedProperty, fakeApi } from '@inercise/shared/testing';
import * as cartActions from './cartActions';

// The page's one store outlives a test: the next one starts with an empty cart.
afterEach(() => {
  getStore().dispatch(loggedOut());
});

describe('the exposed cart actions', () => {
  it("add to the page's own store as the catalog calls them, and tell the header", async () => {
    const exposed: CartActionsModule = cartActions;
    const api = fakeApi();
    const added = jest.fn();
    const off = eventBus.on('cart:itemAdded', added);
    await exposed.addToCart(aProduct({ currentPrice: 19.99, currentPriceEur: 4.99 }), [aSelectedProperty()]);
    await exposed.addToCart(aProduct({ currentPrice: 19.99, currentPriceEur: 4.99 }), [aSelectedProperty()], 2);
    off();
    expect(getStore().getState().cart).toMatchObject({ cartItems: [{ id: 1, quantity: 3 }], originalPrice: 59.97, originalPriceEur: 14.97 });
    expect(added).toHaveBeenCalledTimes(2);
    expect(api.calls).toEqual([]);
  });
});
