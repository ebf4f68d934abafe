import { z } from 'zod';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { verifyCaptcha } from '../users/captcha.ts';

const { NewsletterFormSchema, ApiErrorSchema } = contracts;

export const newsletterRoutes = (app: TypedApp, ctx: AppContext): void => {
  app.post(
    '/newsletter/register',
    {
      config: ctx.sensitiveRateLimit,
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up for the newsletter; 400 when already signed up',
        body: NewsletterFormSchema,
        response: { 201: z.object({ message: z.string() }), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await verifyCaptcha(ctx.config.captchaSecret, request.body.captchaResponseToken))) {
        throw badRequest('captchaFailed', 'captchaResponseToken');
      }
      const inserted = await ctx.db
        .insertInto('newsletter_registration')
        .values({ email: request.body.emailAddress.trim().toLowerCase() })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw badRequest('alreadyRegistered', 'emailAddress');
      return reply.status(201).send({ message: 'added' });
    },
  );
};
