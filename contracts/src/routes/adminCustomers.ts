import { z } from 'zod/mini';
import { AdminCustomerRowSchema, AdminCustomerSchema } from '../domain/admin/adminCustomer';
import { pageSchema } from '../domain/page';
import { lazySchema } from '../validation/lazySchema';
import { pagingQuery, searchQuery } from './adminPaging';
import { endpoint } from './endpoint';
import { idParams } from '../domain/requestShapes';

/** The shop's customers, to look one up (an order's question, a deletion request). */
export const adminCustomers = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/customers',
  auth: 'owner',
  query: lazySchema(() => z.object({ ...searchQuery(), ...pagingQuery() })),
  response: lazySchema(() => pageSchema(AdminCustomerRowSchema)),
  refusals: [400, 401, 403],
  summary: 'Customer accounts, newest first; q finds a piece of the e-mail, first name or surname',
  tags: ['admin'],
});

/** One customer's account and profile, read-only. */
export const adminCustomer = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/customers/:id',
  auth: 'owner',
  params: idParams('id'),
  response: AdminCustomerSchema,
  refusals: [400, 401, 403, 404],
  summary: 'One customer: the account, the profile (gender, height, weight, birth date, activity level, goals, picture) and the number of orders',
  tags: ['admin'],
});
