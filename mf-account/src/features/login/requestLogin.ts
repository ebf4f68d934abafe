import { ApiError, requestEndpoint } from '@inercise/shared';
import { login } from '@inercise/shared/endpoints/users';

/** The access token's lifetime when the answer does not say (the API's own limit). */
const DEFAULT_EXPIRES_IN = 15 * 60;

export interface LoginAnswer {
  accessToken: string;
  expiresIn: number;
  /** The shop owner with two-step login on: the session needs a code before the back office opens. */
  secondFactorRequired: boolean;
}

/**
 * POST /users/login with the bot check's token (when one is configured); resolves with the access token from the
 * access_token header and its lifetime. The call carries credentials, so the browser keeps the API's HttpOnly
 * refresh cookie that renews the session.
 */
export async function requestLogin(email: string, password: string, captchaResponseToken?: string): Promise<LoginAnswer> {
  const { headers, data } = await requestEndpoint(login, { body: { username: email, password, captchaResponseToken }, withCredentials: true });
  const token = headers.get('access_token');
  // Without the header (a proxy that drops it) there is no session to start: treat it as a failed login.
  if (!token) throw new ApiError(500, 'no access_token header');
  const { expiresIn } = data;
  return {
    accessToken: token,
    expiresIn: expiresIn > 0 ? expiresIn : DEFAULT_EXPIRES_IN,
    secondFactorRequired: headers.get('second-factor') === 'required',
  };
}
