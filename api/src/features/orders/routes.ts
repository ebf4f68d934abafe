import { z } from 'zod';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { loadOrders } from './orderView.ts';
import { placeOrderSafely } from './placeOrder.ts';

const { OrderSchema, pageSchema, singlePage, ApiErrorSchema, BeginTransactionPayloadSchema } = contracts;

export const orderRoutes = (app: TypedApp, ctx: AppContext): void => {
  const auth = { preHandler: ctx.requireUser };
  app.get(
    '/order',
    { ...auth, schema: { tags: ['orders'], summary: 'The user\'s orders, newest first', security: [{ bearer: [] }], response: { 200: pageSchema(OrderSchema), 401: ApiErrorSchema } } },
    async (request) => singlePage(await loadOrders(ctx.db, currentUserId(request))),
  );
  app.get(
    '/order/:orderNumber',
    {
      ...auth,
      schema: {
        tags: ['orders'],
        summary: 'One own order (another user\'s answers 404)',
        security: [{ bearer: [] }],
        params: z.object({ orderNumber: z.string().min(1).max(40) }),
        response: { 200: OrderSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const [order] = await loadOrders(ctx.db, currentUserId(request), request.params.orderNumber);
      if (!order) throw notFound('orderNotFound', 'orderNumber');
      return order;
    },
  );
  // Placing an order. The path sits under /tpay, where the shop's API contract puts it; the work is this feature's.
  app.post(
    '/tpay/beginTransaction',
    {
      preHandler: ctx.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          'Turn the cart into an order. Answers text: the payment page URL (PLN and a shippable region: Poland with a payment group; the European Union or Switzerland with one, or group 999 for the method chosen on the payment page) or the in-app /order path of an order for inquiry (EUR or region OTHER). Poland in PLN without a group, or with 999, answers 400 validation.selectPaymentMethod. A discount code that no longer applies answers 409/410 with its reason, as apply-discount does, and is taken off the cart',
        security: [{ bearer: [] }],
        body: BeginTransactionPayloadSchema,
        response: { 200: z.string(), 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 410: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const placed = await placeOrderSafely(ctx, currentUserId(request), request.body);
      return reply.type('text/plain; charset=utf-8').send(placed.location);
    },
  );
};
