import { z } from 'zod';
import { adminContracts, contracts } from '../../../contracts.ts';
import { notFound } from '../../../http/errors.ts';
import type { AdminResource } from '../area.ts';
import { pagingQuery, searchQuery } from '../paging.ts';
import { customerDetail, listCustomers } from './customerQueries.ts';

const { ApiErrorSchema, pageSchema } = contracts;
const { AdminCustomerRowSchema, AdminCustomerSchema } = adminContracts;

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The shop's customers, to look one up (an order's question, a deletion request) and see the profile, read-only. */
export const adminCustomerRoutes: AdminResource = (admin, ctx) => {
  admin.get(
    '/customers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Customer accounts, newest first; q finds a piece of the e-mail, first name or surname',
        security: [{ bearer: [] }],
        querystring: z.object({
          ...searchQuery,
          ...pagingQuery,
        }),
        response: { 200: pageSchema(AdminCustomerRowSchema), ...refusals },
      },
    },
    async (request) => listCustomers(ctx.db, request.query),
  );

  admin.get(
    '/customers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One customer: the account, the profile (gender, height, weight, birth date, activity level, goals, picture) and the number of orders',
        security: [{ bearer: [] }],
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: AdminCustomerSchema, ...refusals, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const customer = await customerDetail(ctx.db, request.params.id);
      if (!customer) throw notFound('customerNotFound', 'id');
      return customer;
    },
  );
};
