import * as endpoints from '@inercise/contracts/routes/partners';
import type { AppContext, TypedApp } from '../../context.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';

export const partnerRoutes = (app: TypedApp, ctx: AppContext): void => {
  // An archived partner (removed by the owner, kept for its orders) is no longer offered.
  endpointRoute(app, ctx, endpoints.partners, async () =>
    ctx.db.selectFrom('partner').select(['id', 'name']).where('archived_at', 'is', null).orderBy('id').execute(),
  );
};
