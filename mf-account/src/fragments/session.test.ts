import { cartReplaced, getStore, loggedIn, loggedOut, type Cart } from '@inercise/shared';
import { answer, mockApi, type Answer } from '../testing/apiMock';
import { customer, emptyServerCart } from '../testing/fixtures';
import { startSession } from './session';

/** The page's store, as the shell hands it over: a customer with a server cart. */
function storedSession() {
  const store = getStore();
  store.dispatch(loggedIn({ accessToken: 'stored-jwt', email: 'anna@example.com' }));
  store.dispatch(cartReplaced({ ...emptyServerCart, id: 5 } as unknown as Cart));
  return store;
}

afterEach(() => getStore().dispatch(loggedOut()));

const verified = (reply: Answer) => ({ 'GET /users/verify-token': reply, 'GET /users/current-user': answer(200, customer) });

describe('startSession', () => {
  it('asks nothing without a stored token', async () => {
    const calls = mockApi({});
    await startSession();
    expect(calls).toHaveLength(0);
  });

  it('keeps a valid session and loads the user', async () => {
    const calls = mockApi(verified(answer(200, { valid: true, userId: 7, expiresAt: '2030-01-01T00:00:00Z' })));
    const store = storedSession();
    await startSession();
    expect(calls.map((call) => [call.path, call.authorization])).toEqual([
      ['/users/verify-token', 'Bearer stored-jwt'],
      ['/users/current-user', 'Bearer stored-jwt'],
    ]);
    expect(store.getState().auth.user?.id).toBe(7);
    expect(store.getState().cart.id).toBe(5);
  });

  it.each([401, 403, 404])('logs out and clears the cart when the token is refused with %i', async (status) => {
    mockApi(verified(answer(status)));
    const store = storedSession();
    await startSession();
    expect(store.getState().auth.accessToken).toBeNull();
    expect(store.getState().cart.id).toBeNull();
  });

  it.each([['network' as const], [answer(503)]])('keeps the session when the API does not give a verdict (%p)', async (reply) => {
    mockApi(verified(reply));
    const store = storedSession();
    await startSession();
    expect(store.getState().auth.accessToken).toBe('stored-jwt');
    expect(store.getState().cart.id).toBe(5);
  });
});
