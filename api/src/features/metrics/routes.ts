import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, TypedApp } from '../../context.ts';
import { UNMATCHED_ROUTE, type ShopMetrics } from './metrics.ts';

/**
 * Times an answered request under its route pattern (`/products/:id`), never the raw URL. Called by the
 * request log when a request completes (see http/requestLog.ts): no hook of its own on the hot path.
 */
export const durationRecorder =
  (metrics: ShopMetrics) =>
  (request: FastifyRequest, reply: FastifyReply): void => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) };
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  };

const bearerMatches = (request: FastifyRequest, token: string): boolean => {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

export const metricsRoutes = (app: TypedApp, ctx: AppContext): void => {
  const { registry } = ctx.metrics;
  app.get('/metrics', { schema: { tags: ['health'], summary: 'Prometheus metrics (METRICS_TOKEN, when set, as a bearer token)' } }, async (request, reply) => {
    if (ctx.config.metricsToken && !bearerMatches(request, ctx.config.metricsToken)) {
      return reply.status(401).send({ message: 'unauthorized', field: null });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};
