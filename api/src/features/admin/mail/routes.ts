import * as endpoints from '@inercise/contracts/routes/adminMail';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import { notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { recordAudit } from '../audit.ts';

/** Mails that failed every attempt (the mail server refused them, or was down for days): the owner sees why and resends. */
export const adminMailRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, endpoints.adminFailedMails, async () => ({ items: await ctx.outbox.failed() }));

  endpointRoute(admin, ctx, endpoints.adminResendMail, async (request) => {
    const { id } = request.params;
    const resent = await ctx.db.transaction().execute(async (trx) => {
      if (!(await ctx.outbox.resend(trx, id))) return false;
      await recordAudit(trx, currentAdmin(request), { action: 'mail.resend', entityKind: 'mail', entityId: id, before: { state: 'failed' }, after: { state: 'retry' } });
      return true;
    });
    if (!resent) throw notFound('mailNotFound', 'id');
    ctx.outbox.wake();
    return { message: 'mailQueued' };
  });
};
