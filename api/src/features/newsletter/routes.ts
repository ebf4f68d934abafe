import { z } from 'zod';
import * as endpoints from '@inercise/contracts/routes/newsletter';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { badRequest } from '../../http/errors.ts';
import { uniqueMailKey } from '../mail/outbox.ts';
import { verifyCaptcha } from '../users/captcha.ts';
import { confirmationMail, newsletterPageLink } from './newsletterMail.ts';
import { verifyNewsletterToken } from './newsletterTokens.ts';
import { confirmSignUp, removeSignUp, signUp } from './subscriptions.ts';

const { ApiErrorSchema } = contracts;

const tokenSchema = z.string().min(1).max(200);

export const newsletterRoutes = (app: TypedApp, ctx: AppContext): void => {
  // Links mailed before LINK_SECRET existed were signed with JWT_SECRET: they keep working while it stays.
  const secret = [ctx.config.linkSecret, ctx.config.jwtSecret];

  endpointRoute(
    app,
    ctx,
    endpoints.registerNewsletter,
    async (request) => {
      if (!(await verifyCaptcha(ctx.config.botCheck, request.body.captchaResponseToken, request.ip))) {
        throw badRequest('captchaFailed', 'captchaResponseToken');
      }
      const email = request.body.emailAddress.trim().toLowerCase();
      const confirmed = await ctx.db.transaction().execute(async (trx) => {
        const subscription = await signUp(trx, email);
        // Signing up again before confirming sends the link again (the sensitive-call limit bounds how often).
        if (!subscription.confirmed) await ctx.outbox.queue(trx, uniqueMailKey(`newsletter-confirmation:${subscription.id}`), confirmationMail(ctx.config, { id: subscription.id, email }));
        return subscription.confirmed;
      });
      if (confirmed) throw badRequest('alreadyRegistered', 'emailAddress');
      ctx.outbox.wake();
      return { message: 'confirmationSent' };
    },
    { config: ctx.sensitiveRateLimit },
  );

  endpointRoute(
    app,
    ctx,
    endpoints.confirmNewsletter,
    async (request) => {
      const id = verifyNewsletterToken(secret, 'confirm', request.body.token);
      if (id === null || !(await confirmSignUp(ctx.db, id))) throw badRequest('invalidToken', 'token');
      return { message: 'confirmed' };
    },
    { config: ctx.sensitiveRateLimit },
  );

  endpointRoute(
    app,
    ctx,
    endpoints.unsubscribeNewsletter,
    async (request) => {
      const id = verifyNewsletterToken(secret, 'unsubscribe', request.query.token);
      if (id === null) throw badRequest('invalidToken', 'token');
      await removeSignUp(ctx.db, { id });
      return { message: 'unsubscribed' };
    },
    { config: ctx.sensitiveRateLimit },
  );

  // The header's address opened in a browser (a mail program without one-click): the storefront's page asks nothing
  // and shows the outcome in the shopper's language. A GET itself never unsubscribes (link checkers open links).
  // A redirect for a mail program's browser, not a JSON endpoint a bundle calls, so it is not in the route table.
  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: "Redirect to the storefront's unsubscribe page for the token",
        querystring: z.object({ token: tokenSchema }),
        response: { 303: z.null(), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => reply.redirect(newsletterPageLink(ctx.config, 'unsubscribe', request.query.token), 303),
  );
};
