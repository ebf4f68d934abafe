import type { FastifyInstance } from 'fastify';
import type { AppContext, TypedApp } from '../../context.ts';
import { authenticateAdmin, requireFactor } from './access.ts';

/** A back-office resource: routes registered on the admin area, with paths relative to /admin. */
export type AdminResource = (admin: TypedApp, ctx: AppContext) => void;

export { ADMIN_PREFIX } from '../../http/adminPrefix.ts';

/**
 * The back office's part of the API, registered under /admin (`app.register(adminArea(ctx, resources), { prefix })`).
 * Every request to it, to a resource's route or to a path that matches none, first proves an admin's session
 * (access.ts) and its second factor before its body is even read: a resource does nothing about access itself, and an unknown admin path
 * tells a stranger nothing.
 */
export const adminArea =
  (ctx: AppContext, resources: readonly AdminResource[]) =>
  async (instance: FastifyInstance): Promise<void> => {
    instance.decorateRequest('admin', null);
    instance.addHook('onRequest', async (request, reply) => {
      // The owner's data is never kept by a browser or a proxy cache, refusals included.
      reply.header('cache-control', 'no-store');
      const now = ctx.clock();
      const check = await authenticateAdmin(ctx.db, ctx.sessions, ctx.tokens, request, now);
      requireFactor(check, request.url, ctx.config.production);
      // The call counts as activity: the 30-minute idle end starts again.
      await ctx.db.updateTable('user_session').set({ admin_seen_at: now }).where('id', '=', check.sessionId).execute();
      request.admin = check.actor;
      request.user = check.claims;
    });
    instance.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'notFound', field: null }));
    const typed = instance as unknown as TypedApp;
    for (const resource of resources) resource(typed, ctx);
  };
