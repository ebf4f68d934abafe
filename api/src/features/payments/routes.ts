import type { FastifyRequest } from 'fastify';
import { paymentNotification } from '@inercise/contracts/routes/paymentNotification';
import * as endpoints from '@inercise/contracts/routes/payments';
import type { AppContext, TypedApp } from '../../context.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { HttpError } from '../../http/errors.ts';
import { acknowledged, handleNotification } from './notification.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** Form bodies are parsed here (not by @fastify/formbody) to keep the raw text the JWS signs. */
const registerFormParser = (app: TypedApp): void => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request: FastifyRequest, body, done) => {
    const text = String(body);
    request.rawBody = text;
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
};

/**
 * A Tpay notification is a form of some twenty short fields (ids, amounts, a description of at most 128 characters,
 * the payer's e-mail, md5sum): well under 2 KB. Anything beyond 8 KB is not Tpay's and is refused with 413 before it
 * is read further or stored (docs/product-rules.md#limits).
 */
export const NOTIFICATION_BODY_LIMIT = 8 * 1024;

export const paymentRoutes = (app: TypedApp, ctx: AppContext): void => {
  registerFormParser(app);

  endpointRoute(app, ctx, endpoints.paymentMethods, async () => {
    try {
      const methods = await ctx.payments.listMethods();
      return Object.fromEntries(methods.map((m) => [String(m.id), m]));
    } catch {
      throw new HttpError(502, 'paymentProviderUnavailable');
    }
  });

  endpointRoute(
    app,
    ctx,
    paymentNotification,
    async (request, reply) => {
      const jws = request.headers['x-jws-signature'];
      const outcome = await handleNotification(ctx, request.log, request.body, request.rawBody ?? '', typeof jws === 'string' ? jws : undefined);
      return acknowledged(outcome) ? reply.type('text/plain').send('TRUE') : reply.status(400).type('text/plain').send('FALSE');
    },
    {
      bodyLimit: NOTIFICATION_BODY_LIMIT,
      // Per address, as the other public posts, but ten times their rate: the provider sends every paid order's
      // notifications (and its retries) from a few addresses.
      config: { rateLimit: { ...ctx.sensitiveRateLimit.rateLimit, max: ctx.sensitiveRateLimit.rateLimit.max * 10 } },
      // Tpay answers expect plain text even for malformed input.
      errorHandler: (error, request, reply) => {
        const status = (error as { statusCode?: unknown }).statusCode;
        if (status === 413 || status === 429) {
          // Too large or too many: refused before anything is read into the database, with its own status.
          ctx.metrics.paymentNotifications.inc({ outcome: 'rejected' });
          ctx.metrics.paymentNotificationsRejected.inc({ reason: status === 413 ? 'tooLarge' : 'tooMany' });
          request.log.warn({ reason: status === 413 ? 'tooLarge' : 'tooMany' }, 'payment notification refused');
          return reply.status(status).type('text/plain').send('FALSE');
        }
        ctx.metrics.paymentNotifications.inc({ outcome: 'rejected' });
        ctx.metrics.paymentNotificationsRejected.inc({ reason: 'malformed' });
        request.log.warn({ reason: 'malformed', err: error }, 'payment notification refused');
        return reply.status(400).type('text/plain').send('FALSE');
      },
    },
  );
};
