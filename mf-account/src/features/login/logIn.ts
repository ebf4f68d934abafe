import { loggedIn, syncCartAfterLogin, userLoaded, type AppDispatch } from '@inercise/shared';
import { loadCurrentUser } from '../auth/loadCurrentUser';
import { requestLogin } from './requestLogin';

/**
 * The whole login: the token and e-mail go to the shared auth slice (where the other bundles see it), the user is
 * loaded, the cart is synced (docs/product-rules.md#cart: fetched, or the guest cart merged into the server's). Only
 * the login call itself can fail it: once the token is there the shopper is logged in, and a failed user or cart load
 * is retried by the next page that needs them.
 */
export async function logIn(dispatch: AppDispatch, email: string, password: string): Promise<void> {
  const accessToken = await requestLogin(email, password);
  dispatch(loggedIn({ accessToken, email }));
  try {
    dispatch(userLoaded(await loadCurrentUser(accessToken)));
  } catch (error) {
    console.warn('current user not loaded after login', error);
  }
  try {
    await dispatch(syncCartAfterLogin());
  } catch (error) {
    console.warn('cart not synced after login', error);
  }
}
