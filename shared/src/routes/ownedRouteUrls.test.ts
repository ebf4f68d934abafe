import { ownedRouteUrls } from './ownedRouteUrls';

describe('the URLs of owned routes', () => {
  it('gives each route bare and under each language, parameters filled in', () => {
    expect(ownedRouteUrls('mf-catalog').map(({ url }) => url)).toEqual(['/shop', '/pl/shop', '/en/shop', '/product', '/pl/product', '/en/product', '/product/TEST-1', '/pl/product/TEST-1', '/en/product/TEST-1']);
    expect(ownedRouteUrls('mf-content').filter(({ route }) => route === '/qr/:serialNumber')).toEqual([
      { route: '/qr/:serialNumber', url: '/qr/TEST-1' },
      { route: '/qr/:serialNumber', url: '/pl/qr/TEST-1' },
      { route: '/qr/:serialNumber', url: '/en/qr/TEST-1' },
    ]);
  });
});
