import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext, TypedApp } from '../../context.ts';

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
  // /health/live, /health/ready and /metrics are the operations layer's (registerOps in app.ts).
};
