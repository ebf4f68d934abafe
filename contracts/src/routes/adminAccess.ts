import { endpoint } from './endpoint';

/** For the shop's other servers that keep something for admins only: they ask here, so the API alone decides. */
export const adminAccess = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/access',
  auth: 'owner',
  answer: 'empty',
  status: 204,
  refusals: [401, 403],
  summary: "Whether the token is an admin's back-office session: 204, or 401/403 as every admin call answers",
  tags: ['admin'],
});
