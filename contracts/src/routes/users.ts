import { LoginAnswerSchema, TokenVerificationSchema, UserSchema } from '../domain/user';
import { ConfirmPasswordPayloadSchema } from '../validation/confirmPassword';
import { LoginPayloadSchema } from '../validation/login';
import { RegistrationPayloadSchema } from '../validation/registration';
import { ActivateAccountPayloadSchema, ResetPasswordConfirmPayloadSchema, ResetPasswordRequestSchema } from '../validation/resetPassword';
import { idParams, MessageAnswerSchema, RegisteredUserSchema, ResendActivationPayloadSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

/** The answer of the account calls that only say what happened (a key each client translates). */

export const registerUser = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users',
  auth: 'public',
  body: RegistrationPayloadSchema,
  response: RegisteredUserSchema,
  status: 201,
  refusals: [400, 401, 403, 404, 409, 429],
  summary: 'Register an inactive account and mail its activation link; 400 when the e-mail exists',
  tags: ['users'],
});

export const resendActivation = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/resend-activation',
  auth: 'public',
  body: ResendActivationPayloadSchema,
  response: MessageAnswerSchema,
  refusals: [400, 401, 403, 404, 409, 429],
  summary: 'Mail a new activation link to an account not activated yet; the same answer whatever the account (or its absence)',
  tags: ['users'],
});

export const activateAccount = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/activate-account',
  auth: 'public',
  body: ActivateAccountPayloadSchema,
  response: MessageAnswerSchema,
  refusals: [400, 401, 403, 404, 409, 429],
  summary:
    'Activate an account with the token of its mailed link and the password confirmed there (the registration one or a new one, which replaces it); 400 invalidToken for a used, expired or unknown one',
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
  response: MessageAnswerSchema,
  refusals: [400, 401, 403, 404, 409, 429],
  summary: 'Mail a reset link (valid one hour); the same answer whether or not the account exists',
  tags: ['users'],
});

export const confirmPasswordReset = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/reset-password/confirm',
  auth: 'public',
  body: ResetPasswordConfirmPayloadSchema,
  response: MessageAnswerSchema,
  refusals: [400, 401, 403, 404, 409, 429],
  summary: 'Set a new password with the token of the mailed reset link; it activates the account and ends every session',
  tags: ['users'],
});

export const deleteUser = /*#__PURE__*/ endpoint({
  method: 'DELETE',
  path: '/users/:id',
  auth: 'customer',
  params: idParams('id'),
  body: ConfirmPasswordPayloadSchema,
  status: 204,
  answer: 'empty',
  refusals: [400, 401, 403, 404, 409, 429],
  summary: 'Delete the own account, its password typed again (403 wrongPassword): cart, address and personal data go; paid orders stay, unlinked, for the books',
  tags: ['users'],
});
