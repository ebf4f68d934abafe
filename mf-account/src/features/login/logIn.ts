import { callEndpoint, eventBus, keepSessionFresh, loggedIn, userLoaded, type AppDispatch } from '@inercise/shared';
import { currentUser } from '@inercise/shared/endpoints/users';
import type { LoginAnswer } from './requestLogin';

/**
 * The login once the API let the shopper in (and the owner passed the second step): the token and e-mail go to the
 * shared auth slice (where the other bundles see it), the user is loaded, and `auth:loggedIn` tells the other teams
 * (the cart team then fetches the shopper's cart or merges the guest cart into it, docs/product-rules.md#cart). Once
 * the token is there the shopper is logged in, and a failed user load is retried by the next page that needs it.
 */
export async function logIn(dispatch: AppDispatch, email: string, { accessToken, expiresIn }: LoginAnswer): Promise<void> {
  dispatch(loggedIn({ accessToken, email }));
  keepSessionFresh(expiresIn);
  try {
    dispatch(userLoaded(await callEndpoint(currentUser, { token: accessToken })));
  } catch (error) {
    console.warn('current user not loaded after login', error);
  }
  eventBus.emit('auth:loggedIn', { email });
}
