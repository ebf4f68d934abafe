import { apiRequest } from '@inercise/shared';

/** DELETE /users/{id} (bearer): 204 when the account is gone. */
export async function deleteUser(id: number, token: string): Promise<void> {
  await apiRequest(`/users/${id}`, { method: 'DELETE', token });
}
