import { sql } from 'kysely';
import * as endpoints from '@inercise/contracts/routes/health';
import type { AppContext, TypedApp } from '../../context.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';

export const healthRoutes = (app: TypedApp, ctx: AppContext): void => {
  // Kept for the storefront's servers, which poll it.
  endpointRoute(app, ctx, endpoints.health, async (_request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch {
      return reply.status(503).send({ status: 'degraded', database: 'unreachable' });
    }
  });
  // /health/live, /health/ready and /metrics are the operations layer's (registerOps in app.ts).
};
