import { loggedOut } from './authSlice';
import type { AppDispatch } from './makeStore';

/**
 * Ends the shopper's session on this page: the auth slice forgets the token and the user, and the cart slice empties
 * itself on the same action (its server cart belongs to the account that left). The one way to log out, whoever
 * asks: the account panel, account deletion, a token the server no longer accepts.
 */
export function logOut(dispatch: AppDispatch): void {
  dispatch(loggedOut());
}
