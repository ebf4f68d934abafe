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
export const registerFormParser = (app: TypedApp): void => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request: FastifyRequest, body, done) => {
    const text = String(body);
    request.rawBody = text;
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
};

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
      // Tpay answers expect plain text even for malformed input.
      errorHandler: (error, request, reply) => {
        ctx.metrics.paymentNotifications.inc({ outcome: 'rejected' });
        ctx.metrics.paymentNotificationsRejected.inc({ reason: 'malformed' });
        request.log.warn({ reason: 'malformed', err: error }, 'payment notification refused');
        return reply.status(400).type('text/plain').send('FALSE');
      },
    },
  );
};
