import { isApiError } from '@inercise/shared';

/**
 * Why the back office is not shown: nobody is logged in, the admin session is over (two hours from login, or 30
 * minutes idle), the account is no admin, the session still has to pass the second factor, or (in production) the
 * owner has to turn two-step login on first.
 */
export type AccessProblem = 'logIn' | 'sessionExpired' | 'sessionIdle' | 'notAllowed' | 'secondFactor' | 'enrolFirst';

/** The access problem behind a failed back-office call (401 and 403 of the API's admin check), or null for any other failure. */
export function accessProblemOf(error: unknown): AccessProblem | null {
  if (!isApiError(error)) return null;
  if (error.status === 401) return error.message === 'adminSessionExpired' ? 'sessionExpired' : error.message === 'adminSessionIdle' ? 'sessionIdle' : 'logIn';
  if (error.status === 403) return error.message === 'secondFactorRequired' ? 'secondFactor' : error.message === 'secondFactorEnrolmentRequired' ? 'enrolFirst' : 'notAllowed';
  return null;
}
