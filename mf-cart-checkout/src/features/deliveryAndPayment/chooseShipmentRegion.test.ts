import { loggedIn, makeStore } from '@inercise/shared';
import { aServerCart, fakeApi } from '@inercise/shared/testing';
import { chooseShipmentRegion } from './chooseShipmentRegion';

describe('choosing the shipment region', () => {
  it("stores a shippable region's price, and resets it for OTHER while still recording OTHER on the server cart", async () => {
    const { store } = makeStore();
    store.dispatch(loggedIn({ accessToken: 'tok', email: 'a@b.pl' }));
    const api = fakeApi({
      'GET /cart/shipment/POLAND': aServerCart({ shipmentPrice: 19.99, shipmentPriceEur: 4.99 }),
      'GET /cart/shipment/OTHER': aServerCart(),
    });
    await store.dispatch(chooseShipmentRegion('POLAND'));
    expect(store.getState().cart).toMatchObject({ shipmentPrice: 19.99, shipmentPriceEur: 4.99 });
    await store.dispatch(chooseShipmentRegion('OTHER'));
    expect(store.getState().cart).toMatchObject({ shipmentPrice: null, shipmentPriceEur: null });
    expect(api.calls.map((call) => call.key)).toEqual(['GET /cart/shipment/POLAND', 'GET /cart/shipment/OTHER']);
  });

  it('for a guest only resets the price: there is no server cart to record it on', async () => {
    const api = fakeApi();
    const { store } = makeStore();
    await store.dispatch(chooseShipmentRegion('POLAND'));
    expect(store.getState().cart.shipmentPrice).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
