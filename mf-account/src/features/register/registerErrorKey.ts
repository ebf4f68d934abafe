import { isApiError } from '@inercise/shared';

export type RegisterErrorKey = 'register.errors.userExists' | 'register.errors.failed';

/**
 * docs/product-rules.md#error-messages: 400 means the user already exists; any other failure, registration failed,
 * try later.
 */
export function registerErrorKey(error: unknown): RegisterErrorKey {
  return isApiError(error) && error.status === 400 ? 'register.errors.userExists' : 'register.errors.failed';
}
