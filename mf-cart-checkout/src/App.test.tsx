import { render, screen } from '@testing-library/react';
import type { OwnedRoute } from '@inercise/shared';
import { mockPage, ownedRouteUrls, renderAtUrl } from '@inercise/shared/testing';
import { App } from './App';

// Each page stands in as a heading with its name: the test is about which page each route draws.
jest.mock('./features/cart/CartPage', () => mockPage('CartPage', 'Cart'));
jest.mock('./features/deliveryAndPayment/DeliveryAndPaymentPage', () => mockPage('DeliveryAndPaymentPage', 'Delivery and payment'));
jest.mock('./features/order/OrderPage', () => mockPage('OrderPage', 'Order'));

const pageOf: Record<OwnedRoute<'mf-cart-checkout'>, string> = {
  '/cart': 'Cart page',
  '/delivery-and-payment': 'Delivery and payment page',
  '/order': 'Order page',
};

describe('the cart and checkout application', () => {
  it.each(ownedRouteUrls('mf-cart-checkout'))('draws its page at $url, a route routeOwners gives this team', async ({ route, url }) => {
    window.history.replaceState(null, '', url);
    render(<App />);
    // The checkout and order pages arrive a moment later: their code downloads when first shown.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(pageOf[route]);
  });

  it('draws nothing at a route it does not own: single-spa unmounts it there', () => {
    expect(renderAtUrl(<App />, '/en/shop')).toBeEmptyDOMElement();
  });
});
