import { callEndpoint, getStore, refreshSession, userLoaded, type SessionModule } from '@inercise/shared';
import { currentUser } from '@inercise/shared/endpoints/users';

/**
 * Session start-up (docs/product-rules.md#accounts): a session kept from an earlier visit (the e-mail in the
 * persisted store; the access token is never stored) is restored through the API's refresh cookie, and the user
 * loaded. A refused refresh logs the shopper out and clears the cart; an unreachable API is not a verdict.
 * Typed as the shell loads it (SessionModule of @inercise/shared).
 */
export const startSession: SessionModule['startSession'] = async () => {
  const store = getStore();
  const token = store.getState().auth.accessToken ?? (await refreshSession());
  if (!token) return;
  try {
    store.dispatch(userLoaded(await callEndpoint(currentUser, { token: store.getState().auth.accessToken ?? token })));
  } catch (error) {
    // A refused token was already dealt with (renewed, or the shopper logged out); the next page that needs the
    // user loads it.
    console.warn('current user not loaded at start', error);
  }
};
