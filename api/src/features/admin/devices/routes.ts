import { adminContracts, contracts } from '../../../contracts.ts';
import { notFound } from '../../../http/errors.ts';
import { idParam } from '../../../http/params.ts';
import { z } from 'zod';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { recordAudit } from '../audit.ts';
import { listRegisteredDevices } from './listRegisteredDevices.ts';

const { ApiErrorSchema } = contracts;
const { AdminDeviceListSchema, AdminDeviceQuerySchema } = adminContracts;
const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** Devices registered to customers: listed (filtered by the customer's e-mail) and released one at a time. */
export const adminDeviceRoutes: AdminResource = (admin, ctx) => {
  admin.get(
    '/devices',
    {
      schema: {
        tags: ['admin'],
        summary: "Registered devices with their customer, newest registration first (at most 500); `email` filters by part of the customer's e-mail",
        security: [{ bearer: [] }],
        querystring: AdminDeviceQuerySchema,
        response: { 200: AdminDeviceListSchema, ...refusals },
      },
    },
    async (request) => listRegisteredDevices(ctx.db, request.query.email ?? ''),
  );

  admin.post(
    '/devices/:id/release',
    {
      schema: {
        tags: ['admin'],
        summary: 'Release a registered device from its customer (audited); 404 when it is not registered',
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        response: { 204: z.null(), ...refusals, 404: ApiErrorSchema },
      },
    },
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
      return reply.status(204).send(null);
    },
  );
};
