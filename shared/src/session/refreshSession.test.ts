import { apiRequest } from '../api/apiClient';
import { getStore } from '../store/appStore';
import { loggedIn, loggedOut } from '../store/authSlice';
import { cartReplaced } from '../store/cartSlice';
import { aServerCart } from '../testing/fixtures';
import { fakeApi, networkError, reply } from '../testing/fakeApi';
import { refreshSession, stopSessionRenewal } from './refreshSession';

const renewed = { access_token: 'new-jwt', expiresIn: 900 };

/** A logged-in customer with a server cart. */
function customerWith(accessToken: string) {
  const store = getStore();
  store.dispatch(loggedIn({ accessToken, email: 'anna@example.com' }));
  store.dispatch(cartReplaced(aServerCart({ id: 5, user: null })));
  return store;
}

afterEach(() => {
  stopSessionRenewal();
  getStore().dispatch(loggedOut());
});

describe('refreshSession', () => {
  it('asks nothing for a guest', async () => {
    const api = fakeApi();
    expect(await refreshSession()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('trades the refresh cookie for a new access token, once for concurrent callers', async () => {
    const api = fakeApi({ 'POST /users/refresh': renewed });
    const store = customerWith('old-jwt');
    const [a, b] = await Promise.all([refreshSession(), refreshSession()]);
    expect([a, b]).toEqual(['new-jwt', 'new-jwt']);
    expect(api.calls.map((call) => [call.key, call.credentials, call.headers.authorization])).toEqual([['POST /users/refresh', 'include', undefined]]);
    // The rotated cookie reaches the browser even when the page is left while the answer travels.
    expect(api.calls[0]?.keepalive).toBe(true);
    expect(store.getState().auth).toMatchObject({ accessToken: 'new-jwt', email: 'anna@example.com' });
  });

  it.each([401, 403])('logs out and clears the cart when the API refuses the session (%i)', async (status) => {
    fakeApi({ 'POST /users/refresh': reply(status, { message: 'sessionEnded', field: null }) });
    const store = customerWith('old-jwt');
    expect(await refreshSession()).toBeNull();
    expect(store.getState().auth).toMatchObject({ accessToken: null, email: null });
    expect(store.getState().cart.id).toBeNull();
  });

  it.each([
    ['no answer at all', networkError()],
    ['503', reply(503)],
    ['429 (the rate limit)', reply(429)],
  ])('changes nothing when the API gives no verdict (%s)', async (_, answer) => {
    fakeApi({ 'POST /users/refresh': answer });
    const store = customerWith('old-jwt');
    expect(await refreshSession()).toBeNull();
    expect(store.getState().auth.email).toBe('anna@example.com');
    expect(store.getState().cart.id).toBe(5);
  });
});

describe('a call refused with 401', () => {
  it('renews the session once and repeats the call with the new token', async () => {
    const api = fakeApi({ 'POST /users/refresh': renewed, 'GET /order': (call) => (call.headers.authorization === 'Bearer new-jwt' ? { content: [] } : reply(401)) });
    customerWith('old-jwt');
    const answer = await apiRequest('/order', { token: 'old-jwt' });
    expect(answer.data).toEqual({ content: [] });
    expect(api.calls.map((call) => [call.key, call.headers.authorization])).toEqual([
      ['GET /order', 'Bearer old-jwt'],
      ['POST /users/refresh', undefined],
      ['GET /order', 'Bearer new-jwt'],
    ]);
  });

  it('stands when the session cannot be renewed, and the shopper is logged out', async () => {
    fakeApi({ 'POST /users/refresh': reply(401), 'GET /order': reply(401) });
    const store = customerWith('old-jwt');
    await expect(apiRequest('/order', { token: 'old-jwt' })).rejects.toMatchObject({ status: 401 });
    expect(store.getState().auth.accessToken).toBeNull();
  });
});
