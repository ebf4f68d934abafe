import * as endpoints from '@inercise/contracts/routes/seller';
import type { AppContext, TypedApp } from '../../context.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';

/**
 * The seller changes only with the API's configuration (a restart), so pages and the first-screen servers may keep
 * it a while; five minutes bounds how long a corrected detail takes to show everywhere.
 */
export const SELLER_CACHE_CONTROL = 'public, max-age=300';

export const sellerRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(app, ctx, endpoints.seller, async (_request, reply) => reply.header('cache-control', SELLER_CACHE_CONTROL).send(ctx.config.seller));
};
