import * as endpoints from '@inercise/contracts/routes/address';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { notFound } from '../../http/errors.ts';
import { readDeliveryRecord } from './addressStore.ts';
import { createDeliveryRecord, updateDeliveryRecord } from './saveDeliveryRecord.ts';

/** The user's delivery record (shipping and optional invoice address): one per user. */
export const addressRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(app, ctx, endpoints.deliveryRecord, async (request) => {
    const record = await readDeliveryRecord(ctx.db, currentUserId(request));
    if (!record) throw notFound('addressNotFound');
    return record;
  });

  endpointRoute(app, ctx, endpoints.createDeliveryRecord, async (request) => createDeliveryRecord(ctx.db, currentUserId(request), request.body));

  endpointRoute(app, ctx, endpoints.updateDeliveryRecord, async (request) => updateDeliveryRecord(ctx.db, currentUserId(request), request.body));
};
