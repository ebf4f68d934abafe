import { apiRequest } from '@inercise/shared';
import {
  AdminSecondFactorConfirmationSchema,
  AdminSecondFactorEnrolmentSchema,
  AdminSecondFactorStatusSchema,
  SecondFactorPassedSchema,
  type AdminSecondFactorEnrolment,
  type AdminSecondFactorStatus,
  type SecondFactorPassed,
} from '@inercise/shared/admin';

/** GET /admin/2fa: whether the owner's second factor is on. */
export async function fetchSecondFactorStatus(token: string, signal?: AbortSignal): Promise<AdminSecondFactorStatus> {
  return (await apiRequest('/admin/2fa', { token, schema: AdminSecondFactorStatusSchema, signal })).data;
}

/** POST /admin/2fa/enrol: a new key and its QR code, shown once. */
export async function startEnrolment(token: string): Promise<AdminSecondFactorEnrolment> {
  return (await apiRequest('/admin/2fa/enrol', { method: 'POST', token, schema: AdminSecondFactorEnrolmentSchema })).data;
}

/** POST /admin/2fa/confirm: the first code turns the factor on; answers the recovery codes, shown once. */
export async function confirmEnrolment(token: string, code: string): Promise<string[]> {
  return (await apiRequest('/admin/2fa/confirm', { method: 'POST', token, body: { code }, schema: AdminSecondFactorConfirmationSchema })).data.recoveryCodes;
}

/** POST /users/login/second-factor: the login's second step for this session. */
export async function passSecondFactor(token: string, code: string): Promise<SecondFactorPassed> {
  return (await apiRequest('/users/login/second-factor', { method: 'POST', token, body: { code }, schema: SecondFactorPassedSchema })).data;
}

/** POST /admin/2fa/recovery-codes: ten new recovery codes for a current code of the app; the earlier ones stop working. */
export async function renewRecoveryCodes(token: string, code: string): Promise<string[]> {
  return (await apiRequest('/admin/2fa/recovery-codes', { method: 'POST', token, body: { code }, schema: AdminSecondFactorConfirmationSchema })).data.recoveryCodes;
}

/** POST /admin/2fa/disable: turns two-step login off for a current code of the app. */
export async function disableSecondFactor(token: string, code: string): Promise<void> {
  await apiRequest('/admin/2fa/disable', { method: 'POST', token, body: { code }, schema: AdminSecondFactorStatusSchema });
}
