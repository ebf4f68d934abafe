import { isApiError } from '@inercise/shared';

export type LoginErrorKey = 'login.errors.wrongCredentials' | 'login.errors.inactive' | 'login.errors.captcha' | 'login.errors.generic';

/**
 * docs/product-rules.md#error-messages: 403 or 404 wrong e-mail or password, 409 inactive account, 400 captchaFailed
 * the bot check not passed, anything else something went wrong.
 */
export function loginErrorKey(error: unknown): LoginErrorKey {
  const status = isApiError(error) ? error.status : null;
  if (status === 403 || status === 404) return 'login.errors.wrongCredentials';
  if (status === 409) return 'login.errors.inactive';
  if (status === 400 && isApiError(error) && error.message === 'captchaFailed') return 'login.errors.captcha';
  return 'login.errors.generic';
}
