import { ApiError, apiRequest } from '@inercise/shared';

// docs/product-rules.md#accounts: the storefront sends a fixed captcha answer; the API checks it only when a captcha
// secret is configured.
const CAPTCHA_RESPONSE_TOKEN = 'inercise-storefront';

/** POST /users/login; resolves with the JWT from the access_token header. */
export async function requestLogin(email: string, password: string): Promise<string> {
  const { headers } = await apiRequest('/users/login', {
    method: 'POST',
    body: { username: email, password, captchaResponseToken: CAPTCHA_RESPONSE_TOKEN },
  });
  const token = headers.get('access_token');
  // Without the header (a proxy that drops it) there is no session to start: treat it as a failed login.
  if (!token) throw new ApiError(500, 'no access_token header');
  return token;
}
