import * as endpoints from '@inercise/contracts/routes/partners';
import type { AppContext, TypedApp } from '../../context.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';

export const partnerRoutes = (app: TypedApp, ctx: AppContext): void => {
  // An archived partner (removed by the owner, kept for its orders) is no longer offered nor shown. The checkout and
  // the partners page both read this list, so the partners shoppers see are the ones they may name.
  endpointRoute(app, ctx, endpoints.partners, async () =>
    ctx.db.selectFrom('partner').select(['id', 'name', 'website']).where('archived_at', 'is', null).orderBy('id').execute(),
  );
};
