import { ApiError, apiRequest, getStore, logOut, userLoaded, type SessionModule, type User } from '@inercise/shared';

/**
 * Session start-up (docs/product-rules.md#accounts): a stored token is verified; if the server says it is not valid
 * the shopper is logged out and the cart cleared. An unreachable API is not a verdict: the session stays as it was.
 * Typed as the shell loads it (SessionModule of @inercise/shared).
 */
export const startSession: SessionModule['startSession'] = async () => {
  const store = getStore();
  const token = store.getState().auth.accessToken;
  if (!token) return;
  try {
    await apiRequest('/users/verify-token', { token });
    const { data } = await apiRequest<User>('/users/current-user', { token });
    store.dispatch(userLoaded(data));
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
      logOut(store.dispatch);
    }
  }
};
