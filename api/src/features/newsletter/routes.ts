import { z } from 'zod';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { uniqueMailKey } from '../mail/outbox.ts';
import { verifyCaptcha } from '../users/captcha.ts';
import { confirmationMail, newsletterPageLink } from './newsletterMail.ts';
import { verifyNewsletterToken } from './newsletterTokens.ts';
import { confirmSignUp, removeSignUp, signUp } from './subscriptions.ts';

const { NewsletterFormSchema, ApiErrorSchema } = contracts;

const messageSchema = z.object({ message: z.string() });
const tokenSchema = z.string().min(1).max(200);

export const newsletterRoutes = (app: TypedApp, ctx: AppContext): void => {
  const secret = ctx.config.jwtSecret;

  app.post(
    '/newsletter/register',
    {
      config: ctx.sensitiveRateLimit,
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up for the newsletter: an unconfirmed sign-up and a mail with the confirming link; 400 when already subscribed',
        body: NewsletterFormSchema,
        response: { 201: messageSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
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
      return reply.status(201).send({ message: 'confirmationSent' });
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      config: ctx.sensitiveRateLimit,
      schema: {
        tags: ['newsletter'],
        summary: "Confirm a sign-up with the mailed link's token; 400 invalidToken when forged or older than 7 days",
        body: z.object({ token: tokenSchema }),
        response: { 200: messageSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const id = verifyNewsletterToken(secret, 'confirm', request.body.token);
      if (id === null || !(await confirmSignUp(ctx.db, id))) throw badRequest('invalidToken', 'token');
      return { message: 'confirmed' };
    },
  );

  // One-click unsubscribe (RFC 8058): the reader's mail program posts `List-Unsubscribe=One-Click` to the address of
  // the List-Unsubscribe header; the storefront's page posts with no body. The signed token is the only credential.
  app.post(
    '/newsletter/unsubscribe',
    {
      config: ctx.sensitiveRateLimit,
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the signed token of a newsletter mail, no login; the same answer when already unsubscribed',
        querystring: z.object({ token: tokenSchema }),
        response: { 200: messageSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const id = verifyNewsletterToken(secret, 'unsubscribe', request.query.token);
      if (id === null) throw badRequest('invalidToken', 'token');
      await removeSignUp(ctx.db, { id });
      return { message: 'unsubscribed' };
    },
  );

  // The header's address opened in a browser (a mail program without one-click): the storefront's page asks nothing
  // and shows the outcome in the shopper's language. A GET itself never unsubscribes (link checkers open links).
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
