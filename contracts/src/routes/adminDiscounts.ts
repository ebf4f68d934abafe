import { z } from 'zod/mini';
import { AdminDiscountCodeChangeSchema, AdminDiscountCodeCreateSchema, AdminDiscountCodeSchema } from '../domain/admin/adminDiscountCode';
import { pageSchema } from '../domain/page';
import { lazySchema } from '../validation/lazySchema';
import { pagingQuery } from './adminPaging';
import { endpoint } from './endpoint';

export const adminDiscountCodes = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/discount-codes',
  auth: 'owner',
  query: lazySchema(() => z.object(pagingQuery())),
  response: lazySchema(() => pageSchema(AdminDiscountCodeSchema)),
  refusals: [400, 401, 403],
  summary: 'Discount codes newest first, with their uses so far',
  tags: ['admin'],
});

export const adminCreateDiscountCode = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/discount-codes',
  auth: 'owner',
  body: AdminDiscountCodeCreateSchema,
  status: 201,
  response: AdminDiscountCodeSchema,
  refusals: [400, 401, 403, 409],
  summary:
    'A new discount code: a percentage (1-100) or an amount in PLN or EUR off the goods, valid from and to days in Poland, limited in total and per customer. 409 discountCodeTaken when a code of the same letters exists (case ignored). Answers the code',
  tags: ['admin'],
});

export const adminChangeDiscountCode = /*#__PURE__*/ endpoint({
  method: 'PATCH',
  path: '/admin/discount-codes/:code',
  auth: 'owner',
  params: lazySchema(() => z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)) })),
  body: AdminDiscountCodeChangeSchema,
  response: AdminDiscountCodeSchema,
  refusals: [400, 401, 403, 404],
  summary: 'Switch a discount code off (shoppers are told it is no longer active) or on again; answers the code',
  tags: ['admin'],
});
