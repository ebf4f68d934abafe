import { apiRequest, UserSchema, type User } from '@inercise/shared';

/** GET /users/current-user: the logged-in customer (id, e-mail, saved address...). */
export async function loadCurrentUser(token: string): Promise<User> {
  return (await apiRequest('/users/current-user', { token, schema: UserSchema })).data;
}
