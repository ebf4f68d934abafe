import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext, TypedApp } from '../../context.ts';
import { registerServiceReady } from '../metrics/serviceReady.ts';
import { createReadiness } from './readiness.ts';

const ReadinessSchema = z.object({ status: z.enum(['ok', 'unavailable']), checks: z.record(z.string(), z.string()) });

export const healthRoutes = (app: TypedApp, ctx: AppContext): void => {
  // Kept for the storefront's servers, which poll it.
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }), 503: z.object({ status: z.string(), database: z.string() }) } } },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(ctx.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded', database: 'unreachable' });
      }
    },
  );

  // The process answers: nothing else is checked, so a database outage never gets the API restarted.
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' as const }));

  const readiness = createReadiness(ctx.db);
  registerServiceReady(ctx.metrics.registry, async () => (await readiness.check()).ready);
  app.addHook('preClose', (done) => {
    readiness.stop();
    done();
  });
  app.get(
    '/health/ready',
    { schema: { tags: ['health'], summary: 'Whether this instance should get traffic: database answering, schema current, not shutting down', response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (_request, reply) => {
      const { ready, checks } = await readiness.check();
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
    },
  );
};
