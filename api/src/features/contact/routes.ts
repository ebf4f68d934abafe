import { z } from 'zod';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { contactMail } from '../mail/templates.ts';
import { badRequest } from '../../http/errors.ts';
import { verifyCaptcha } from '../users/captcha.ts';

const { ContactFormSchema, ApiErrorSchema } = contracts;

export const contactRoutes = (app: TypedApp, ctx: AppContext): void => {
  app.post(
    '/contact',
    {
      config: ctx.sensitiveRateLimit,
      schema: {
        tags: ['contact'],
        summary: 'Store a contact message and mail it to the shop',
        body: ContactFormSchema,
        response: { 201: z.object({ message: z.string() }), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
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
      return reply.status(201).send({ message: 'messageSent' });
    },
  );
};
