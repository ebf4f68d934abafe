import { apiRequest } from '@inercise/shared';

/** POST /users/reset-password: mails a reset link (the API answers the same whether or not the account exists). */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/users/reset-password', { method: 'POST', body: { username: email } });
}
