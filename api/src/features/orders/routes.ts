import { z } from 'zod';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { loadOrders } from './orderView.ts';

const { OrderSchema, pageSchema, singlePage, ApiErrorSchema } = contracts;

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
};
