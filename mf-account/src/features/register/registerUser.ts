import { apiRequest } from '@inercise/shared';

/** POST /users: an inactive account, activated through the mailed link; `newsletter` also signs the address up. */
export async function registerUser(payload: { emailAddress: string; password: string; newsletter: boolean }): Promise<void> {
  await apiRequest('/users', { method: 'POST', body: payload });
}
