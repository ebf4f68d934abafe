import { z } from 'zod';
import { adminContracts, contracts } from '../../../contracts.ts';
import { badRequest, conflict, notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { SHOP_TIME_ZONE } from '../csv.ts';
import { pagingQuery } from '../paging.ts';
import { createDiscountCode, listDiscountCodes, setDiscountCodeActive } from './discountCodeQueries.ts';

const { ApiErrorSchema, pageSchema } = contracts;
const { AdminDiscountCodeSchema, AdminDiscountCodeCreateSchema, AdminDiscountCodeChangeSchema } = adminContracts;

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const codeParams = z.object({ code: z.string().min(1).max(64) });

/** Today in the shop (YYYY-MM-DD), as the codes' days are counted. */
const shopToday = new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE });

/** The shop's discount codes: the list with their uses, a new code, and switching one off or on again. */
export const adminDiscountCodeRoutes: AdminResource = (admin, ctx) => {
  admin.get(
    '/discount-codes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Discount codes newest first, with their uses so far',
        security: [{ bearer: [] }],
        querystring: z.object(pagingQuery),
        response: { 200: pageSchema(AdminDiscountCodeSchema), ...refusals },
      },
    },
    async (request) => listDiscountCodes(ctx.db, request.query),
  );

  admin.post(
    '/discount-codes',
    {
      schema: {
        tags: ['admin'],
        summary:
          'A new discount code: a percentage (1-100) or an amount in PLN or EUR off the goods, valid from and to days in Poland, limited in total and per customer. 409 discountCodeTaken when a code of the same letters exists (case ignored). Answers the code',
        security: [{ bearer: [] }],
        body: AdminDiscountCodeCreateSchema,
        response: { 201: AdminDiscountCodeSchema, ...refusals, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // A code that ends before today could never be used.
      if (body.validTo && body.validTo < shopToday.format(new Date())) throw badRequest('discountEndInPast', 'validTo');
      const created = await createDiscountCode(ctx.db, currentAdmin(request), body);
      if (created === 'taken') throw conflict('discountCodeTaken', 'code');
      return reply.status(201).send(created);
    },
  );

  admin.patch(
    '/discount-codes/:code',
    {
      schema: {
        tags: ['admin'],
        summary: 'Switch a discount code off (shoppers are told it is no longer active) or on again; answers the code',
        security: [{ bearer: [] }],
        params: codeParams,
        body: AdminDiscountCodeChangeSchema,
        response: { 200: AdminDiscountCodeSchema, ...refusals, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const code = await setDiscountCodeActive(ctx.db, currentAdmin(request), request.params.code, request.body.active);
      if (!code) throw notFound('discountCodeNotFound', 'code');
      return code;
    },
  );
};
