import { apiRequest } from '@inercise/shared';

/** POST /users/resend-activation: a new activation link (the API answers the same whether or not it sent one). */
export async function requestActivationMail(email: string): Promise<void> {
  await apiRequest('/users/resend-activation', { method: 'POST', body: { emailAddress: email } });
}
