import { render, screen } from '@testing-library/react';
import type { OwnedRoute } from '@inercise/shared';
import { mockPage, ownedRouteUrls, renderAtUrl } from '@inercise/shared/testing';
import { App } from './App';

// Each page stands in as a heading with its name: the test is about which page each route draws.
jest.mock('./features/shop/ShopPage', () => mockPage('ShopPage', 'Shop'));
jest.mock('./features/product/ProductPage', () => mockPage('ProductPage', 'Product'));

const pageOf: Record<OwnedRoute<'mf-catalog'>, string> = { '/shop': 'Shop page', '/product': 'Product page', '/product/:slug': 'Product page' };

describe('the catalog application', () => {
  it.each(ownedRouteUrls('mf-catalog'))('draws its page at $url, a route routeOwners gives this team', ({ route, url }) => {
    window.history.replaceState(null, '', url);
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pageOf[route]);
  });

  it('draws nothing at a route it does not own: single-spa unmounts it there', () => {
    expect(renderAtUrl(<App />, '/en/cart')).toBeEmptyDOMElement();
  });
});
