import { cartReplaced, getStore, loggedIn, loggedOut, stopSessionRenewal } from '@inercise/shared';
import { aServerCart, aUser, fakeApi, networkError, reply, type RouteAnswer } from '@inercise/shared/testing';
import { startSession } from './session';

/**
 * The page's store as the shell hands it over after a reload: the e-mail of a customer kept from the last visit
 * and their server cart, but no access token (it is never stored).
 */
function keptSession() {
  const store = getStore();
  store.dispatch(loggedIn({ accessToken: 'x', email: 'anna@example.com' }));
  store.dispatch(cartReplaced(aServerCart({ id: 5, user: null })));
  // What rehydration gives: the same e-mail, no token.
  store.dispatch({ type: 'persist/REHYDRATE', key: 'inercise:auth', payload: { email: 'anna@example.com', user: null, accessToken: null } });
  return store;
}

// The page's one store outlives a test: the next one starts without a session.
afterEach(() => {
  stopSessionRenewal();
  getStore().dispatch(loggedOut());
});

const refreshed = (answer: RouteAnswer) => fakeApi({ 'POST /users/refresh': answer, 'GET /users/current-user': aUser() });

describe('startSession', () => {
  it('asks nothing for a guest', async () => {
    const api = fakeApi();
    await startSession();
    expect(api.calls).toHaveLength(0);
  });

  it('restores a kept session through the refresh cookie and loads the user', async () => {
    const api = refreshed({ access_token: 'fresh-jwt', expiresIn: 900 });
    const store = keptSession();
    expect(store.getState().auth.accessToken).toBeNull();
    await startSession();
    expect(api.calls.map((call) => [call.key, call.credentials, call.headers.authorization])).toEqual([
      ['POST /users/refresh', 'include', undefined],
      ['GET /users/current-user', undefined, 'Bearer fresh-jwt'],
    ]);
    expect(store.getState().auth).toMatchObject({ accessToken: 'fresh-jwt', email: 'anna@example.com' });
    expect(store.getState().auth.user?.id).toBe(7);
    expect(store.getState().cart.id).toBe(5);
  });

  it.each([401, 403])('logs out and clears the cart when the refresh is refused with %i', async (status) => {
    refreshed(reply(status, { message: 'sessionEnded', field: null }));
    const store = keptSession();
    await startSession();
    expect(store.getState().auth).toMatchObject({ accessToken: null, email: null });
    expect(store.getState().cart.id).toBeNull();
  });

  it.each([
    ['no answer at all', networkError()],
    ['503', reply(503)],
  ])('keeps what it had when the API does not give a verdict (%s)', async (_, verdict) => {
    refreshed(verdict);
    const store = keptSession();
    await startSession();
    expect(store.getState().auth.email).toBe('anna@example.com');
    expect(store.getState().cart.id).toBe(5);
  });
});
