import { UserSchema, apiRequest, type User } from '@inercise/shared';

/** GET /users/current-user: after saving, the user's userAddress carries the record id. */
export async function fetchCurrentUser(token: string): Promise<User> {
  return (await apiRequest('/users/current-user', { token, schema: UserSchema })).data;
}
