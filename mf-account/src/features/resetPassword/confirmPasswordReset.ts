import { apiRequest } from '@inercise/shared';

/** POST /users/reset-password/confirm with the username and token of the mailed link. */
export async function confirmPasswordReset(payload: { username: string; password: string; token: string }): Promise<void> {
  await apiRequest('/users/reset-password/confirm', { method: 'POST', body: payload });
}
