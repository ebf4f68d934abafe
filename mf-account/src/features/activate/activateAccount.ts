import { apiRequest } from '@inercise/shared';

/**
 * POST /users/activate-account with the token from the mailed link; only the status matters
 * (docs/architecture.md#calls-to-the-api).
 */
export async function activateAccount(token: string): Promise<void> {
  await apiRequest('/users/activate-account', { method: 'POST', body: { token } });
}
