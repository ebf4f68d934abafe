import { isApiError } from '@inercise/shared';

/**
 * Why the API refused an act confirmed with the password, when it names no field: too many tries, or something else.
 * (A wrong password names the field: it is said under it.)
 */
export type PasswordRefusal = 'tooManyAttempts' | 'other';

export function passwordRefusal(error: unknown): PasswordRefusal {
  return isApiError(error) && error.status === 429 ? 'tooManyAttempts' : 'other';
}
