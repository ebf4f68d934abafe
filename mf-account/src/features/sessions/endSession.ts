import { callEndpoint, logOut, stopSessionRenewal, type AppDispatch } from '@inercise/shared';
import { logout } from '@inercise/shared/endpoints/sessions';

/**
 * Logout: the API ends the session at once (POST /users/logout: the access token is refused from then on, and the
 * refresh cookie is cleared), then this page forgets it and the cart. A failed call does not keep the shopper logged
 * in here: the session then ends at its next renewal attempt at the latest.
 */
export async function endSession(dispatch: AppDispatch, token: string | null): Promise<void> {
  stopSessionRenewal();
  try {
    if (token) await callEndpoint(logout, { token, withCredentials: true, renewOnUnauthorized: false });
  } catch (error) {
    console.warn('logout not confirmed by the API', error);
  }
  logOut(dispatch);
}
