import { cartReplaced, getStore, loggedIn, loggedOut } from '@inercise/shared';
import { aServerCart, aUser, fakeApi, networkError, reply, type RouteKey, type Routes } from '@inercise/shared/testing';
import { startSession } from './session';

/** The page's store, as the shell hands it over: a customer with a server cart. */
function storedSession() {
  const store = getStore();
  store.dispatch(loggedIn({ accessToken: 'stored-jwt', email: 'anna@example.com' }));
  store.dispatch(cartReplaced(aServerCart({ id: 5, user: null })));
  return store;
}

// The page's one store outlives a test: the next one starts without a session.
afterEach(() => getStore().dispatch(loggedOut()));

const verified = (verdict: Routes[RouteKey]): Routes => ({ 'GET /users/verify-token': verdict, 'GET /users/current-user': aUser() });

describe('startSession', () => {
  it('asks nothing without a stored token', async () => {
    const api = fakeApi();
    await startSession();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps a valid session and loads the user', async () => {
    const api = fakeApi(verified({ valid: true, userId: 7, expiresAt: '2030-01-01T00:00:00Z' }));
    const store = storedSession();
    await startSession();
    expect(api.calls.map((call) => [call.path, call.headers.authorization])).toEqual([
      ['/users/verify-token', 'Bearer stored-jwt'],
      ['/users/current-user', 'Bearer stored-jwt'],
    ]);
    expect(store.getState().auth.user?.id).toBe(7);
    expect(store.getState().cart.id).toBe(5);
  });

  it.each([401, 403, 404])('logs out and clears the cart when the token is refused with %i', async (status) => {
    fakeApi(verified(reply(status)));
    const store = storedSession();
    await startSession();
    expect(store.getState().auth.accessToken).toBeNull();
    expect(store.getState().cart.id).toBeNull();
  });

  it.each([
    ['no answer at all', networkError()],
    ['503', reply(503)],
  ])('keeps the session when the API does not give a verdict (%s)', async (_, verdict) => {
    fakeApi(verified(verdict));
    const store = storedSession();
    await startSession();
    expect(store.getState().auth.accessToken).toBe('stored-jwt');
    expect(store.getState().cart.id).toBe(5);
  });
});
