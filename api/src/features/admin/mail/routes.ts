import { z } from 'zod';
import { adminContracts, contracts } from '../../../contracts.ts';
import { notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { recordAudit } from '../audit.ts';

const { ApiErrorSchema } = contracts;
const { AdminFailedMailListSchema } = adminContracts;

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** Mails that failed every attempt (the mail server refused them, or was down for days): the owner sees why and resends. */
export const adminMailRoutes: AdminResource = (admin, ctx) => {
  admin.get(
    '/failed-mails',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mails whose every attempt failed, newest first, with the last reason',
        security: [{ bearer: [] }],
        response: { 200: AdminFailedMailListSchema, ...refusals },
      },
    },
    async () => ({ items: await ctx.outbox.failed() }),
  );

  admin.post(
    '/failed-mails/:id/resend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Try a failed mail once more, now (audited); 404 when it is not a failed mail',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ message: z.string() }), ...refusals, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const resent = await ctx.db.transaction().execute(async (trx) => {
        if (!(await ctx.outbox.resend(trx, id))) return false;
        await recordAudit(trx, currentAdmin(request), { action: 'mail.resend', entityKind: 'mail', entityId: id, before: { state: 'failed' }, after: { state: 'retry' } });
        return true;
      });
      if (!resent) throw notFound('mailNotFound', 'id');
      ctx.outbox.wake();
      return { message: 'mailQueued' };
    },
  );
};
