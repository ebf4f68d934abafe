import { sendContactMessage } from '@inercise/contracts/routes/contact';
import type { AppContext, TypedApp } from '../../context.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { badRequest } from '../../http/errors.ts';
import { contactMail } from '../mail/templates.ts';
import { verifyCaptcha } from '../users/captcha.ts';

export const contactRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(
    app,
    ctx,
    sendContactMessage,
    async (request) => {
      if (!(await verifyCaptcha(ctx.config.botCheck, request.body.captchaResponseToken, request.ip))) {
        throw badRequest('captchaFailed', 'captchaResponseToken');
      }
      const { emailAddress, name, message } = request.body;
      // The message and its mail to the shop commit together; the worker delivers it, retrying through an outage.
      await ctx.db.transaction().execute(async (trx) => {
        const stored = await trx.insertInto('contact_message').values({ email: emailAddress, name, message }).returning('id').executeTakeFirstOrThrow();
        await ctx.outbox.queue(trx, `contact:${stored.id}`, { to: ctx.config.shopEmail, replyTo: emailAddress, ...contactMail(emailAddress, name, message) });
      });
      ctx.outbox.wake();
      return { message: 'messageSent' };
    },
    { config: ctx.sensitiveRateLimit },
  );
};
