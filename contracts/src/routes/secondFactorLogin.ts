import { SecondFactorCodePayloadSchema, SecondFactorPassedSchema } from '../domain/admin/adminSecondFactor';
import { endpoint } from './endpoint';

// The login's second step, apart from the other account calls: its schemas are the owner's, which the shop's own
// pages never download with a customer's call.
export const loginSecondFactor = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/login/second-factor',
  auth: 'customer',
  body: SecondFactorCodePayloadSchema,
  response: SecondFactorPassedSchema,
  refusals: [400, 401, 409, 429],
  summary: "An enrolled admin's second step: a code of the authenticator app or an unused recovery code (then used up) opens the back office to this session. 429 tooManyRequests, or secondFactorLocked: five wrong codes in a row ended the login and lock the factor for 15 minutes (the right code refused too)",
  tags: ['users'],
});
