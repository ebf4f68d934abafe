import { z } from 'zod';
import * as endpoints from '@inercise/contracts/routes/adminOrders';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import { badRequest, conflict, notFound, type HttpError } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { csvFileName } from '../csv.ts';
import { exportOrders, listOrders, loadOrderDetail } from './orderQueries.ts';
import { ordersCsv } from './ordersCsv.ts';
import { moveOrderStatus, type MoveOutcome } from './statusMoves.ts';
import { extendPaymentDeadline } from '../../unpaidOrders/extendPaymentDeadline.ts';

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
  endpointRoute(admin, ctx, endpoints.adminOrders, async (request) => {
    const { page, size, ...filter } = request.query;
    return listOrders(ctx.db, filter, { page, size });
  });

  endpointRoute(
    admin,
    ctx,
    endpoints.adminOrdersCsv,
    async (request, reply) => {
      const csv = ordersCsv(await exportOrders(ctx.db, request.query));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${csvFileName('orders')}"`).send(csv);
    },
    { documented: { produces: ['text/csv'], response: { 200: z.string() } } },
  );

  endpointRoute(admin, ctx, endpoints.adminOrder, async (request) => {
    const order = await loadOrderDetail(ctx.db, request.params.orderNumber, ctx.config.unpaidOrderDays);
    if (!order) throw notFound('orderNotFound', 'orderNumber');
    return order;
  });

  endpointRoute(admin, ctx, endpoints.adminChangeOrderStatus, async (request) => {
    const { orderNumber } = request.params;
    const outcome = await moveOrderStatus(
      ctx.db,
      currentAdmin(request),
      { orderNumber, to: request.body.status, reason: request.body.reason, trackingNumber: request.body.trackingNumber },
      { outbox: ctx.outbox, shopUrl: ctx.config.shopUrl },
      ctx.config.seller,
    );
    if (!outcome.moved) throw refusalOf(outcome);
    ctx.outbox.wake();
    const order = await loadOrderDetail(ctx.db, orderNumber, ctx.config.unpaidOrderDays);
    if (!order) throw notFound('orderNotFound', 'orderNumber');
    return order;
  });

  endpointRoute(admin, ctx, endpoints.adminExtendPaymentDeadline, async (request) => {
    const { orderNumber } = request.params;
    const outcome = await extendPaymentDeadline(ctx.db, currentAdmin(request), orderNumber, request.body.until);
    if (!outcome.extended) {
      if (outcome.refusal === 'orderNotFound') throw notFound('orderNotFound', 'orderNumber');
      if (outcome.refusal === 'deadlineInThePast') throw badRequest('deadlineInThePast', 'until');
      throw conflict('orderNotAwaitingPayment');
    }
    const order = await loadOrderDetail(ctx.db, orderNumber, ctx.config.unpaidOrderDays);
    if (!order) throw notFound('orderNotFound', 'orderNumber');
    return order;
  });
};
