import { callEndpoint, type User } from '@inercise/shared';
import { currentUser } from '@inercise/shared/endpoints/users';

/** After saving, the user's userAddress carries the record id. */
export async function fetchCurrentUser(token: string): Promise<User> {
  return callEndpoint(currentUser, { token });
}
