import * as endpoints from '@inercise/contracts/routes/offers';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { notFound } from '../../http/errors.ts';
import { buyerOfferView } from './offerViews.ts';
import { startOfferPayment } from './payOffer.ts';

/** The buyer's offer: shown on the order's page and paid from there. */
export const offerRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(app, ctx, endpoints.myOffer, async (request) => {
    const offer = await buyerOfferView(ctx.db, ctx.config.seller, currentUserId(request), request.params.orderNumber, ctx.clock());
    if (!offer) throw notFound('offerNotFound', 'orderNumber');
    return offer;
  });

  endpointRoute(app, ctx, endpoints.payOffer, async (request, reply) => {
    const started = await startOfferPayment(ctx, currentUserId(request), request.params.orderNumber, ctx.clock());
    return reply.type('text/plain; charset=utf-8').send(started.location);
  });
};
