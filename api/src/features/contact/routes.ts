import { z } from 'zod';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { contactMail } from '../mail/templates.ts';

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
      const { emailAddress, name, message } = request.body;
      await ctx.db.insertInto('contact_message').values({ email: emailAddress, name, message }).execute();
      // Stored first: a mail outage loses no message (the owner still sees it in the database).
      await ctx.mailer.send({ to: ctx.config.shopEmail, replyTo: emailAddress, ...contactMail(emailAddress, name, message) }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'contact mail not sent');
      });
      return reply.status(201).send({ message: 'messageSent' });
    },
  );
};
