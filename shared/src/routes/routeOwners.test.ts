import { remoteBundles } from '@inercise/contracts/bundles';
import { federationNames, ownerOf, remoteNames, routePatterns } from './routeOwners';

describe('route ownership', () => {
  it.each([
    ['/', 'mf-content'],
    ['/pl', 'mf-content'],
    ['/en/', 'mf-content'],
    ['/shop', 'mf-catalog'],
    ['/en/product', 'mf-catalog'],
    ['/pl/cart', 'mf-cart-checkout'],
    ['/delivery-and-payment', 'mf-cart-checkout'],
    ['/profile/edit', 'mf-account'],
    ['/en/profile/devices', 'mf-account'],
    ['/en/profile', 'mf-account'],
    ['/qr', 'mf-content'],
    ['/qr/INR-0001', 'mf-content'],
    ['/en/qr/INR-0001/', 'mf-content'],
  ])('%s belongs to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it.each(['/nope', '/pl/nope', '/shop/extra', '/qr/a/b', '/de/shop'])('%s belongs to nobody', (path) => {
    expect(ownerOf(path)).toBeNull();
  });

  it('gives React Router paths bare and under each language', () => {
    expect(routePatterns('mf-catalog')).toEqual(['/shop', '/pl/shop', '/en/shop', '/product', '/pl/product', '/en/product', '/product/:slug', '/pl/product/:slug', '/en/product/:slug']);
    expect(routePatterns('mf-content').slice(0, 3)).toEqual(['/', '/pl', '/en']);
  });

  it('routes exactly the remotes of the bundle registry, each to its federation container', () => {
    expect([...remoteNames].sort()).toEqual(remoteBundles.map((bundle) => bundle.name).sort());
    expect(federationNames['mf-cart-checkout']).toBe('mf_cart_checkout');
  });
});
