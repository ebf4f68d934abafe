import { z } from 'zod';
import { adminContracts, contracts } from '../../../contracts.ts';
import { notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { csvDocument, csvFileName, csvShopTime } from '../csv.ts';
import { pagingQuery, searchQuery } from '../paging.ts';
import { exportSubscribers, listContactMessages, listSubscribers, markContactMessage, removeSubscriber } from './inboxQueries.ts';

const { ApiErrorSchema, pageSchema } = contracts;
const { AdminContactMessageSchema, AdminContactMessageChangeSchema, AdminSubscriberSchema } = adminContracts;

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The contact form's messages (marked handled once answered) and the newsletter's subscribers (removed on request). */
export const adminInboxRoutes: AdminResource = (admin, ctx) => {
  admin.get(
    '/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages newest first; handled=true|false shows only the handled or the waiting ones',
        security: [{ bearer: [] }],
        querystring: z.object({ handled: z.enum(['true', 'false']).transform((text) => text === 'true').optional(), ...pagingQuery }),
        response: { 200: pageSchema(AdminContactMessageSchema), ...refusals },
      },
    },
    async (request) => listContactMessages(ctx.db, request.query),
  );

  admin.patch(
    '/contact-messages/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled (or waiting again); answers the message',
        security: [{ bearer: [] }],
        params: idParams,
        body: AdminContactMessageChangeSchema,
        response: { 200: AdminContactMessageSchema, ...refusals, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const message = await markContactMessage(ctx.db, currentAdmin(request), request.params.id, request.body.handled);
      if (!message) throw notFound('contactMessageNotFound', 'id');
      return message;
    },
  );

  admin.get(
    '/newsletter',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers newest first; q finds a piece of the e-mail',
        security: [{ bearer: [] }],
        querystring: z.object({
          ...searchQuery,
          ...pagingQuery,
        }),
        response: { 200: pageSchema(AdminSubscriberSchema), ...refusals },
      },
    },
    async (request) => listSubscribers(ctx.db, request.query),
  );

  admin.get(
    '/newsletter.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every subscriber (e-mail, signed up at in Warsaw time) as a CSV attachment: UTF-8 with a byte order mark, RFC 4180 quoting',
        security: [{ bearer: [] }],
        produces: ['text/csv'],
        response: { 200: z.string(), ...refusals },
      },
    },
    async (_request, reply) => {
      const rows = (await exportSubscribers(ctx.db)).map((row) => [row.email, csvShopTime(row.created_at)]);
      const csv = csvDocument(['E-mail', 'Signed up (Warsaw time)'], rows);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${csvFileName('newsletter')}"`).send(csv);
    },
  );

  admin.delete(
    '/newsletter/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a subscriber on their request',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 204: z.null(), ...refusals, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await removeSubscriber(ctx.db, currentAdmin(request), request.params.id))) throw notFound('subscriberNotFound', 'id');
      return reply.status(204).send(null);
    },
  );
};
