import { LoginAnswerSchema, SessionListSchema } from '../domain/user';
import { SessionIdParamsSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

// The refresh cookie's calls and "where you are logged in"; the login that opens a session is in ./users.

/** Renewal by the HttpOnly refresh cookie: the browser sends it (credentials), no token. */
export const refreshToken = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/refresh',
  auth: 'public',
  response: LoginAnswerSchema,
  refusals: [401, 403, 404],
  summary: 'A new access token for the refresh cookie, which is rotated; 401 sessionEnded (and the cookie cleared) otherwise',
  tags: ['users'],
});

export const logout = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/users/logout',
  auth: 'customer',
  status: 204,
  answer: 'empty',
  refusals: [401, 403, 404],
  summary: "Ends this token's session at once (its access token is refused from now on) and clears the refresh cookie",
  tags: ['users'],
});

export const mySessions = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/users/sessions',
  auth: 'customer',
  response: SessionListSchema,
  refusals: [401, 403, 404],
  summary: 'Where the customer is logged in: the open sessions, most recently used first',
  tags: ['users'],
});

export const endMySession = /*#__PURE__*/ endpoint({
  method: 'DELETE',
  path: '/users/sessions/:id',
  auth: 'customer',
  params: SessionIdParamsSchema,
  status: 204,
  answer: 'empty',
  refusals: [401, 403, 404],
  summary: "Ends one of the customer's own sessions (another device's, or this one); 404 for one not open or not theirs",
  tags: ['users'],
});
