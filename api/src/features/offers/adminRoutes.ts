import * as endpoints from '@inercise/contracts/routes/adminOffers';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { currentAdmin } from '../admin/access.ts';
import type { AdminResource } from '../admin/area.ts';
import { loadOrderDetail } from '../admin/orders/orderQueries.ts';
import { adminOfferView } from './offerViews.ts';
import { sendOffer, type SendRefusal } from './sendOffer.ts';
import { recordTransferReceived } from './transferReceived.ts';

const sendRefusal = (refusal: SendRefusal) => {
  switch (refusal) {
    case 'orderNotFound':
      return notFound('orderNotFound', 'orderNumber');
    case 'offerValidityInThePast':
      return badRequest('offerValidityInThePast', 'validUntil');
    case 'offerAboveOrderPrice':
      return badRequest('offerAboveOrderPrice', 'goodsPrice');
    default:
      return conflict(refusal);
  }
};

/** The owner's offers for inquiries: the order's offer, sending one, and recording its bank transfer. */
export const adminOfferRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, endpoints.adminOrderOffer, async (request) => {
    const view = await adminOfferView(ctx.db, request.params.orderNumber, ctx.clock());
    if (!view) throw notFound('orderNotFound', 'orderNumber');
    return view;
  });

  endpointRoute(admin, ctx, endpoints.adminSendOffer, async (request) => {
    const { orderNumber } = request.params;
    const outcome = await sendOffer(ctx, currentAdmin(request), orderNumber, request.body, ctx.clock());
    if (!outcome.sent) throw sendRefusal(outcome.refusal);
    ctx.outbox.wake();
    const view = await adminOfferView(ctx.db, orderNumber, ctx.clock());
    if (!view) throw notFound('orderNotFound', 'orderNumber');
    return view;
  });

  endpointRoute(admin, ctx, endpoints.adminOfferTransferReceived, async (request) => {
    const { orderNumber } = request.params;
    const outcome = await recordTransferReceived(ctx, currentAdmin(request), orderNumber);
    if (!outcome.paid) {
      if (outcome.refusal === 'orderNotFound' || outcome.refusal === 'offerNotFound') throw notFound(outcome.refusal, 'orderNumber');
      throw conflict(outcome.refusal);
    }
    ctx.outbox.wake();
    const order = await loadOrderDetail(ctx.db, orderNumber, ctx.config.unpaidOrderDays);
    if (!order) throw notFound('orderNotFound', 'orderNumber');
    return order;
  });
};
