import { z } from 'zod';
import { adminContracts, contracts } from '../../../contracts.ts';
import { badRequest, conflict, notFound, type HttpError } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { csvFileName } from '../csv.ts';
import { pagingQuery, searchQuery } from '../paging.ts';
import { exportOrders, listOrders, loadOrderDetail } from './orderQueries.ts';
import { ordersCsv } from './ordersCsv.ts';
import { moveOrderStatus, type MoveOutcome } from './statusMoves.ts';

const { ApiErrorSchema, CurrencyNameSchema, orderStatusNames, pageSchema } = contracts;
const { AdminOrderRowSchema, AdminOrderDetailSchema, AdminOrderStatusChangePayloadSchema, isAdminDay } = adminContracts;

/** A calendar day, YYYY-MM-DD, that exists and that the database can compare with (the back office's rule). */
const day = z.string().refine(isAdminDay, 'invalidDate');

const filterQuery = {
  status: z.enum(orderStatusNames).optional(),
  from: day.optional(),
  to: day.optional(),
  currency: z.enum(CurrencyNameSchema.options).optional(),
  /** The partner who brought the order (its id), archived ones too. */
  partner: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  ...searchQuery,
};

const withRange = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape).refine((query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to, { message: 'invalidDateRange', path: ['to'] });

const orderNumberParams = z.object({ orderNumber: z.string().min(1).max(40) });
const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

const refusalOf = (outcome: Exclude<MoveOutcome, { moved: true }>): HttpError => {
  switch (outcome.refusal) {
    case 'orderNotFound':
      return notFound('orderNotFound', 'orderNumber');
    case 'reasonRequired':
      return badRequest('reasonRequired', 'reason');
    case 'trackingNumberOnlyWhenShipped':
      return badRequest('trackingNumberOnlyWhenShipped', 'trackingNumber');
    case 'changedMeanwhile':
      return conflict('orderChangedMeanwhile');
    case 'notAllowed':
      return conflict('statusMoveNotAllowed', 'status');
  }
};

/** The shop's orders for the owner: the list (and its CSV), one order, and moving its status. */
export const adminOrderRoutes: AdminResource = (admin, ctx) => {
  admin.get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders newest first; filters: status, from/to (days in Poland, inclusive), currency, partner (id), q (order number, e-mail, name, company)',
        security: [{ bearer: [] }],
        querystring: withRange({ ...filterQuery, ...pagingQuery }),
        response: { 200: pageSchema(AdminOrderRowSchema), ...refusals },
      },
    },
    async (request) => {
      const { page, size, ...filter } = request.query;
      return listOrders(ctx.db, filter, { page, size });
    },
  );

  admin.get(
    '/orders.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The filtered orders (all of them, newest first) as a CSV attachment: UTF-8 with a byte order mark, RFC 4180 quoting',
        security: [{ bearer: [] }],
        produces: ['text/csv'],
        querystring: withRange(filterQuery),
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      const csv = ordersCsv(await exportOrders(ctx.db, request.query));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${csvFileName('orders')}"`).send(csv);
    },
  );

  admin.get(
    '/orders/:orderNumber',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order: items with their options, addresses, invoice data, payment notifications, status history, next statuses',
        security: [{ bearer: [] }],
        params: orderNumberParams,
        response: { 200: AdminOrderDetailSchema, ...refusals, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const order = await loadOrderDetail(ctx.db, request.params.orderNumber);
      if (!order) throw notFound('orderNotFound', 'orderNumber');
      return order;
    },
  );

  admin.post(
    '/orders/:orderNumber/status',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Move the order on: only the allowed moves (409 otherwise, or when another admin moved it first); CANCELLED before SHIPPED with a reason. SHIPPED, DELIVERED and CANCELLED mail the customer. Answers the order',
        security: [{ bearer: [] }],
        params: orderNumberParams,
        body: AdminOrderStatusChangePayloadSchema,
        response: { 200: AdminOrderDetailSchema, ...refusals, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const { orderNumber } = request.params;
      const outcome = await moveOrderStatus(
        ctx.db,
        currentAdmin(request),
        { orderNumber, to: request.body.status, reason: request.body.reason, trackingNumber: request.body.trackingNumber },
        { outbox: ctx.outbox, shopUrl: ctx.config.shopUrl },
      );
      if (!outcome.moved) throw refusalOf(outcome);
      ctx.outbox.wake();
      const order = await loadOrderDetail(ctx.db, orderNumber);
      if (!order) throw notFound('orderNotFound', 'orderNumber');
      return order;
    },
  );
};
