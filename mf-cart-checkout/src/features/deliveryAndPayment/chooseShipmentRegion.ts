import { callEndpoint, shipmentPriceReset, shipmentPriceSet, type AppThunk, type Region } from '@inercise/shared';
import { chooseShipment } from '@inercise/shared/endpoints/cart';

/**
 * Checkout, on choosing a country: a shippable region's shipment price is fetched and stored; region OTHER has
 * none, so it is reset. GET /cart/shipment/{region} also records the region on the server cart: the one write
 * the API makes on a GET, on purpose (docs/product-rules.md#delivery-and-payment), so that the order placed next is priced
 * with that region's delivery.
 */
export function chooseShipmentRegion(region: Region): AppThunk {
  return async (dispatch, getState) => {
    const token = getState().auth.accessToken;
    if (region === 'OTHER' || !token) {
      dispatch(shipmentPriceReset());
      if (token && region === 'OTHER') await callEndpoint(chooseShipment, { params: { region }, token });
      return;
    }
    const answer = await callEndpoint(chooseShipment, { params: { region }, token });
    dispatch(shipmentPriceSet({ shipmentPrice: answer.shipmentPrice, shipmentPriceEur: answer.shipmentPriceEur }));
  };
}
