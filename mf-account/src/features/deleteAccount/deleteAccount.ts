import { callEndpoint, logOut, type AppDispatch, type User } from '@inercise/shared';
import { currentUser, deleteUser } from '@inercise/shared/endpoints/users';

/**
 * Deletes the logged-in customer's account (its password confirming it), then ends the session: logged out, cart cleared
 * (docs/product-rules.md#accounts). The user id comes from the auth slice; when it was never loaded (an older
 * session), it is asked for first. `leave` runs in the same tick as the logout, so the page's own redirect home is
 * rendered together with it.
 */
export async function deleteAccount(dispatch: AppDispatch, token: string, password: string, user: User | null, leave: () => void): Promise<void> {
  const id = user?.id ?? (await callEndpoint(currentUser, { token })).id;
  // The password typed again: the session alone does not delete an account.
  await callEndpoint(deleteUser, { token, params: { id }, body: { password } });
  leave();
  logOut(dispatch);
}
