import { isApiError } from '@inercise/shared';

export type RegisterErrorKey = 'register.errors.userExists' | 'register.errors.captcha' | 'register.errors.failed';

/**
 * docs/product-rules.md#error-messages: 400 captchaFailed is the bot check not passed, any other 400 means the user
 * already exists; any other failure, registration failed, try later.
 */
export function registerErrorKey(error: unknown): RegisterErrorKey {
  if (isApiError(error) && error.status === 400 && error.message === 'captchaFailed') return 'register.errors.captcha';
  return isApiError(error) && error.status === 400 ? 'register.errors.userExists' : 'register.errors.failed';
}
