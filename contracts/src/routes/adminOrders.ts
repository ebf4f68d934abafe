import { z } from 'zod/mini';
import { isAdminDay } from '../domain/admin/adminDay';
import { AdminOrderDetailSchema, AdminOrderRowSchema, AdminOrderStatusChangePayloadSchema, AdminPaymentDeadlinePayloadSchema } from '../domain/admin/adminOrder';
import { CurrencyNameSchema } from '../domain/currency';
import { orderStatusNames } from '../domain/orderStatus';
import { pageSchema } from '../domain/page';
import { lazySchema } from '../validation/lazySchema';
import { pagingQuery, searchQuery } from './adminPaging';
import { endpoint } from './endpoint';

/** A calendar day, YYYY-MM-DD, that exists and that the database can compare with (the back office's rule). */
const day = () => z.optional(z.string().check(z.refine(isAdminDay, 'invalidDate')));

/** The orders list's filters, the same for the list and its CSV. */
const filterQuery = () => ({
  status: z.optional(z.enum(orderStatusNames)),
  from: day(),
  to: day(),
  currency: z.optional(CurrencyNameSchema),
  /** The partner who brought the order (its id), archived ones too. */
  partner: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  ...searchQuery(),
});

/** A range's end never before its start. */
const withRange = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z
    .object(shape)
    .check(
      z.refine((query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to, { message: 'invalidDateRange', path: ['to'] }),
    );

const orderNumberParams = lazySchema(() => z.object({ orderNumber: z.string().check(z.minLength(1), z.maxLength(40)) }));

export const adminOrders = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/orders',
  auth: 'owner',
  query: lazySchema(() => withRange({ ...filterQuery(), ...pagingQuery() })),
  response: lazySchema(() => pageSchema(AdminOrderRowSchema)),
  refusals: [400, 401, 403],
  summary: 'Orders newest first; filters: status, from/to (days in Poland, inclusive), currency, partner (id), q (order number, e-mail, name, company)',
  tags: ['admin'],
});

/** Every order the filters find, as the file the API makes (its name in the answer's content-disposition). */
export const adminOrdersCsv = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/orders.csv',
  auth: 'owner',
  answer: 'file',
  query: lazySchema(() => withRange(filterQuery())),
  refusals: [400, 401, 403],
  summary: 'The filtered orders (all of them, newest first) as a CSV attachment: UTF-8 with a byte order mark, RFC 4180 quoting',
  tags: ['admin'],
});

export const adminOrder = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/orders/:orderNumber',
  auth: 'owner',
  params: orderNumberParams,
  response: AdminOrderDetailSchema,
  refusals: [400, 401, 403, 404],
  summary: 'One order: items with their options, addresses, invoice data, payment notifications, status history, next statuses',
  tags: ['admin'],
});

export const adminChangeOrderStatus = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/orders/:orderNumber/status',
  auth: 'owner',
  params: orderNumberParams,
  body: AdminOrderStatusChangePayloadSchema,
  response: AdminOrderDetailSchema,
  refusals: [400, 401, 403, 404, 409],
  summary:
    'Move the order on: only the allowed moves (409 otherwise, or when another admin moved it first); CANCELLED before SHIPPED with a reason. SHIPPED, DELIVERED and CANCELLED mail the customer. Answers the order',
  tags: ['admin'],
});

export const adminExtendPaymentDeadline = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/orders/:orderNumber/payment-deadline',
  auth: 'owner',
  params: orderNumberParams,
  body: AdminPaymentDeadlinePayloadSchema,
  response: AdminOrderDetailSchema,
  refusals: [400, 401, 403, 404, 409],
  summary:
    'Give the buyer of an order waiting for its payment until the end of that day (in Poland) to pay: 400 for a day already past, 409 when the order no longer waits for a payment. The reminder comes again a day before. Answers the order',
  tags: ['admin'],
});
