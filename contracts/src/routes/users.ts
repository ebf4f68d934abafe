import { z } from 'zod/mini';
import { SecondFactorCodePayloadSchema, SecondFactorPassedSchema } from '../domain/admin/adminSecondFactor';
import { LoginAnswerSchema, TokenVerificationSchema, UserSchema } from '../domain/user';
import { LoginPayloadSchema } from '../validation/login';
import { lazySchema } from '../validation/lazySchema';
import { RegistrationPayloadSchema } from '../validation/registration';
import { ActivateAccountPayloadSchema, ResetPasswordConfirmPayloadSchema, ResetPasswordRequestSchema } from '../validation/resetPassword';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** The answer of the account calls that only say what happened (a key each client translates). */
const MessageSchema = lazySchema(() => z.object({ message: z.string() }));

export const registerUser = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users',
  auth: 'public',
  body: RegistrationPayloadSchema,
  response: lazySchema(() => z.object({ id: z.number(), emailAddress: z.string() })),
  status: 201,
  refusals: [400, 401, 403, 404, 409, 429],
  summary: 'Register an inactive account and mail its activation link; 400 when the e-mail exists',
  tags: ['users'],
});

export const resendActivation = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/resend-activation',
  auth: 'public',
  body: lazySchema(() => z.object({ emailAddress: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)) })),
  response: MessageSchema,
  refusals: [400, 401, 403, 404, 409, 429],
  summary: 'Mail a new activation link to an account not activated yet; the same answer whatever the account (or its absence)',
  tags: ['users'],
});

export const activateAccount = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/activate-account',
  auth: 'public',
  body: ActivateAccountPayloadSchema,
  response: MessageSchema,
  refusals: [400, 401, 403, 404, 409, 429],
  summary: 'Activate an account with the token of its mailed link; 400 invalidToken for a used, expired or unknown one',
  tags: ['users'],
});

export const login = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/login',
  auth: 'public',
  body: LoginPayloadSchema,
  response: LoginAnswerSchema,
  refusals: [400, 401, 403, 404, 409, 429],
  summary:
    'Log in: opens a session; the access token (15 min) comes in the access_token header (and body), the refresh credential in an HttpOnly cookie. 404 unknown e-mail, 403 wrong password, 409 inactive',
  tags: ['users'],
});

export const loginSecondFactor = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/login/second-factor',
  auth: 'customer',
  body: SecondFactorCodePayloadSchema,
  response: SecondFactorPassedSchema,
  refusals: [400, 401, 409, 429],
  summary: "An enrolled admin's second step: a code of the authenticator app or an unused recovery code (then used up) opens the back office to this session",
  tags: ['users'],
});

export const currentUser = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/users/current-user',
  auth: 'customer',
  response: UserSchema,
  refusals: [401],
  summary: 'The logged-in customer: e-mail, role, profile and saved delivery address',
  tags: ['users'],
});

export const verifyToken = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/users/verify-token',
  auth: 'customer',
  response: TokenVerificationSchema,
  refusals: [401],
  summary: 'Whether the access token is valid, whose it is and when it expires',
  tags: ['users'],
});

export const requestPasswordReset = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/reset-password',
  auth: 'public',
  body: ResetPasswordRequestSchema,
  response: MessageSchema,
  refusals: [400, 401, 403, 404, 409, 429],
  summary: 'Mail a reset link (valid one hour); the same answer whether or not the account exists',
  tags: ['users'],
});

export const confirmPasswordReset = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/reset-password/confirm',
  auth: 'public',
  body: ResetPasswordConfirmPayloadSchema,
  response: MessageSchema,
  refusals: [400, 401, 403, 404, 409, 429],
  summary: 'Set a new password with the token of the mailed reset link; it activates the account and ends every session',
  tags: ['users'],
});

export const deleteUser = /*#__PURE__*/ endpoint({
  method: 'DELETE',
  path: '/users/:id',
  auth: 'customer',
  params: idParams('id'),
  status: 204,
  answer: 'empty',
  refusals: [400, 401, 403, 404, 409, 429],
  summary: 'Delete the own account: cart, address and personal data go; paid orders stay, unlinked, for the books',
  tags: ['users'],
});
