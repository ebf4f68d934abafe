import { apiRequest } from '@inercise/shared';

/** POST /users/login/second-factor on the session the password opened: an authenticator code or a recovery code. */
export async function requestSecondFactor(accessToken: string, code: string): Promise<void> {
  await apiRequest('/users/login/second-factor', { method: 'POST', token: accessToken, body: { code }, renewOnUnauthorized: false });
}
