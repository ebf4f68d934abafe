import { isApiError } from '@inercise/shared';

/** Why the back office is not shown: nobody is logged in, the admin session is over, or the account is no admin. */
export type AccessProblem = 'logIn' | 'sessionExpired' | 'notAllowed';

/** The access problem behind a failed back-office call (401 and 403 of the API's admin check), or null for any other failure. */
export function accessProblemOf(error: unknown): AccessProblem | null {
  if (!isApiError(error)) return null;
  if (error.status === 401) return error.message === 'adminSessionExpired' ? 'sessionExpired' : 'logIn';
  if (error.status === 403) return 'notAllowed';
  return null;
}
