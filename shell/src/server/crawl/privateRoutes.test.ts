import { disallowedPaths } from './privateRoutes';

describe('disallowedPaths', () => {
  it('names the cart, checkout, account and back-office routes, bare and under each language', () => {
    const expected = ['/cart', '/delivery-and-payment', '/order', '/login', '/register-user', '/activate-account', '/reset-password', '/user-order', '/profile', '/admin'];
    expect(disallowedPaths).toEqual(expected.flatMap((path) => [path, `/pl${path}`, `/en${path}`]));
  });
});
