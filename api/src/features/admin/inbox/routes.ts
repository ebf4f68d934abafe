import * as endpoints from '@inercise/contracts/routes/adminInbox';
import { z } from 'zod';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import { notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { csvDocument, csvFileName, csvShopTime } from '../csv.ts';
import { exportSubscribers, listContactMessages, listSubscribers, markContactMessage, removeSubscriber } from './inboxQueries.ts';

/** The contact form's messages (marked handled once answered) and the newsletter's subscribers (removed on request). */
export const adminInboxRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, endpoints.adminContactMessages, async (request) => listContactMessages(ctx.db, request.query));

  endpointRoute(admin, ctx, endpoints.adminMarkContactMessage, async (request) => {
    const message = await markContactMessage(ctx.db, currentAdmin(request), request.params.id, request.body.handled);
    if (!message) throw notFound('contactMessageNotFound', 'id');
    return message;
  });

  endpointRoute(admin, ctx, endpoints.adminSubscribers, async (request) => listSubscribers(ctx.db, request.query));

  endpointRoute(
    admin,
    ctx,
    endpoints.adminSubscribersCsv,
    async (_request, reply) => {
      const rows = (await exportSubscribers(ctx.db)).map((row) => [row.email, csvShopTime(row.created_at)]);
      const csv = csvDocument(['E-mail', 'Signed up (Warsaw time)'], rows);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${csvFileName('newsletter')}"`).send(csv);
    },
    // The OpenAPI document says what the file is.
    { documented: { produces: ['text/csv'], response: { 200: z.string() } } },
  );

  endpointRoute(
    admin,
    ctx,
    endpoints.adminRemoveSubscriber,
    async (request, reply) => {
      if (!(await removeSubscriber(ctx.db, currentAdmin(request), request.params.id))) throw notFound('subscriberNotFound', 'id');
      return reply.send(null);
    },
    { documented: { response: { 204: z.null() } } },
  );
};
