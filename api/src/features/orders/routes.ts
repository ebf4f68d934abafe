import * as endpoints from '@inercise/contracts/routes/orders';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { notFound } from '../../http/errors.ts';
import { loadOrders } from './orderView.ts';
import { payAgain } from './payAgain.ts';
import { placeOrderSafely } from './placeOrder.ts';

const { singlePage } = contracts;

export const orderRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(app, ctx, endpoints.myOrders, async (request) => singlePage(await loadOrders(ctx.db, currentUserId(request))));

  endpointRoute(app, ctx, endpoints.myOrder, async (request) => {
    const [order] = await loadOrders(ctx.db, currentUserId(request), request.params.orderNumber);
    if (!order) throw notFound('orderNotFound', 'orderNumber');
    return order;
  });

  endpointRoute(app, ctx, endpoints.placeOrder, async (request) => {
    const { id, shippingAddress, invoiceAddress, ...payment } = request.body;
    const placed = await placeOrderSafely(ctx, currentUserId(request), payment, { id, shippingAddress, invoiceAddress });
    // The record was saved with the order, so it has its id.
    return { orderNumber: placed.orderNumber, location: placed.location, addressId: placed.addressId! };
  });

  // The spec's alias: the order from the address saved before, answered as text.
  endpointRoute(app, ctx, endpoints.beginTransaction, async (request, reply) => {
    const placed = await placeOrderSafely(ctx, currentUserId(request), request.body);
    return reply.type('text/plain; charset=utf-8').send(placed.location);
  });

  endpointRoute(app, ctx, endpoints.payOrderAgain, async (request, reply) => {
    const location = await payAgain(ctx, currentUserId(request), request.params.orderNumber);
    return reply.type('text/plain; charset=utf-8').send(location);
  });
};
