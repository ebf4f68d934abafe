import { apiRequest } from '@inercise/shared';

/**
 * POST /users: an inactive account, activated through the mailed link; `newsletter` also signs the address up. The
 * bot check's token goes along when one is configured.
 */
export async function registerUser(payload: { emailAddress: string; password: string; newsletter: boolean; captchaResponseToken?: string }): Promise<void> {
  await apiRequest('/users', { method: 'POST', body: payload });
}
