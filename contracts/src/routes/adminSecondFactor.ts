import {
  AdminSecondFactorConfirmationSchema,
  AdminSecondFactorEnrolmentSchema,
  AdminSecondFactorStatusSchema,
  SecondFactorCodePayloadSchema,
} from '../domain/admin/adminSecondFactor';
import { endpoint } from './endpoint';

// The owner's second factor: its state, enrolling (the key shown once, then the recovery codes shown once), turning it
// off or renewing the recovery codes with a current code. The login's second step is the users' (routes/users.ts).

export const adminSecondFactorStatus = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/2fa',
  auth: 'owner',
  response: AdminSecondFactorStatusSchema,
  refusals: [400, 401, 403, 409],
  summary: "Whether the admin's second factor is on and how many recovery codes are unused",
  tags: ['admin'],
});

export const adminStartSecondFactor = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/2fa/enrol',
  auth: 'owner',
  response: AdminSecondFactorEnrolmentSchema,
  refusals: [400, 401, 403, 409],
  summary: 'Start enrolling a TOTP factor: a new key (base32), its otpauth URI and QR code, shown this once. 409 when a factor is already on',
  tags: ['admin'],
});

export const adminConfirmSecondFactor = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/2fa/confirm',
  auth: 'owner',
  body: SecondFactorCodePayloadSchema,
  response: AdminSecondFactorConfirmationSchema,
  refusals: [400, 401, 403, 409],
  summary: 'Turn the factor on with a first code of the app: answers ten recovery codes, shown this once; this session counts as passed',
  tags: ['admin'],
});

export const adminDisableSecondFactor = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/2fa/disable',
  auth: 'owner',
  body: SecondFactorCodePayloadSchema,
  response: AdminSecondFactorStatusSchema,
  refusals: [400, 401, 403, 409],
  summary: 'Turn the factor off with a current code of the app: the key and every recovery code are removed. 400 wrong code, 409 not on',
  tags: ['admin'],
});

export const adminRenewRecoveryCodes = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/2fa/recovery-codes',
  auth: 'owner',
  body: SecondFactorCodePayloadSchema,
  response: AdminSecondFactorConfirmationSchema,
  refusals: [400, 401, 403, 409],
  summary: 'Ten new recovery codes, shown this once, for a current code of the app; the earlier ones stop working. 400 wrong code, 409 not on',
  tags: ['admin'],
});

