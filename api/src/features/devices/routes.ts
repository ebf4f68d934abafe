import * as endpoints from '@inercise/contracts/routes/devices';
import type { AppContext, TypedApp } from '../../context.ts';
import { deviceContracts } from '../../contracts.ts';
import { currentUserId } from '../../http/auth.ts';
import { accountLimit } from '../../http/accountLimit.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { generalManual } from './generalManual.ts';
import { renderManual } from './manualPdf.ts';
import { listMyDevices, registerDevice, unregisterDevice } from './myDevices.ts';

const { normaliseSerialNumber } = deviceContracts;

const pdfHeaders = (name: string) => ({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'public, max-age=3600' });

export const deviceRoutes = (app: TypedApp, ctx: AppContext): void => {
  const general = generalManual(() => renderManual(null));
  // A serial number answers whether it exists: one account may not try them by the thousand.
  const registrationsOfAccount = accountLimit(app, 'device-register', ctx.accountRateLimit);

  endpointRoute(app, ctx, endpoints.generalManual, async (_request, reply) => reply.headers(pdfHeaders('inercise-manual.pdf')).send(await general()));

  endpointRoute(app, ctx, endpoints.deviceTypeManual, async (request, reply) => {
    const type = await ctx.db.selectFrom('device_type').select(['id', 'name']).where('id', '=', request.params.deviceTypeId).executeTakeFirst();
    if (!type) throw notFound('deviceTypeNotFound', 'deviceTypeId');
    return reply.headers(pdfHeaders(`inercise-manual-type-${type.id}.pdf`)).send(await renderManual(null, type.name));
  });

  endpointRoute(app, ctx, endpoints.myDevices, async (request) => listMyDevices(ctx.db, currentUserId(request)));

  endpointRoute(app, ctx, endpoints.registerDevice, async (request, reply) => {
    const userId = currentUserId(request);
    await registrationsOfAccount(request, reply, String(userId));
    const outcome = await registerDevice(ctx.db, userId, normaliseSerialNumber(request.body.serialNumber));
    if (outcome === 'unknown') throw notFound('deviceNotFound', 'serialNumber');
    if (outcome === 'taken') throw conflict('deviceRegisteredElsewhere', 'serialNumber');
    return listMyDevices(ctx.db, userId);
  });

  endpointRoute(app, ctx, endpoints.unregisterDevice, async (request) => {
    const userId = currentUserId(request);
    if (!(await unregisterDevice(ctx.db, userId, normaliseSerialNumber(request.body.serialNumber)))) throw notFound('deviceNotRegistered', 'serialNumber');
    return listMyDevices(ctx.db, userId);
  });

  endpointRoute(app, ctx, endpoints.deviceManual, async (request, reply) => {
    const device = await ctx.db
      .selectFrom('device')
      .select(['serial_number', 'model', 'produced_on'])
      .where('serial_number', '=', request.params.serialNumber.toUpperCase())
      .executeTakeFirst();
    if (!device) throw notFound('deviceNotFound', 'serialNumber');
    const pdf = await renderManual({ serialNumber: device.serial_number, model: device.model, producedOn: device.produced_on });
    return reply.headers(pdfHeaders(`inercise-manual-${device.serial_number}.pdf`)).send(pdf);
  });
};
