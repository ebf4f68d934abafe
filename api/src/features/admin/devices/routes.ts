import * as endpoints from '@inercise/contracts/routes/adminDevices';
import { z } from 'zod';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import { notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { recordAudit } from '../audit.ts';
import { listRegisteredDevices } from './listRegisteredDevices.ts';

/** Devices registered to customers: listed (filtered by the customer's e-mail) and released one at a time. */
export const adminDeviceRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, endpoints.adminDevices, async (request) => listRegisteredDevices(ctx.db, request.query.email ?? ''));

  endpointRoute(
    admin,
    ctx,
    endpoints.adminReleaseDevice,
    async (request, reply) => {
      const actor = currentAdmin(request);
      const released = await ctx.db.transaction().execute(async (trx) => {
        // Locked, so the audit entry names the owner the release actually took the device from.
        const device = await trx
          .selectFrom('device')
          .leftJoin('app_user', 'app_user.id', 'device.user_id')
          .select(['device.serial_number', 'device.user_id', 'app_user.email'])
          .where('device.id', '=', request.params.id)
          .forUpdate(['device'])
          .executeTakeFirst();
        if (!device || device.user_id === null) return false;
        await trx.updateTable('device').set({ user_id: null, registered_at: null }).where('id', '=', request.params.id).execute();
        await recordAudit(trx, actor, {
          action: 'device.released',
          entityKind: 'device',
          entityId: device.serial_number,
          before: { customerId: device.user_id, customerEmail: device.email },
          after: { customerId: null },
        });
        return true;
      });
      if (!released) throw notFound('deviceNotRegistered', 'id');
      return reply.send(null);
    },
    // A release answers nothing; the OpenAPI document says so.
    { documented: { response: { 204: z.null() } } },
  );
};
