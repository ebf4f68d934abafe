import type { FastifyRequest } from 'fastify';
import * as endpoints from '@inercise/contracts/routes/devices';
import type { AppContext, TypedApp } from '../../context.ts';
import { deviceContracts } from '../../contracts.ts';
import { currentUserId } from '../../http/auth.ts';
import { accountLimit } from '../../http/accountLimit.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { generalManual } from './generalManual.ts';
import { labelCodeHash } from './labelCode.ts';
import { renderManual } from './manualPdf.ts';
import { listMyDevices, registerDevice, unregisterDevice } from './myDevices.ts';

const { normaliseSerialNumber } = deviceContracts;

/** Tries at claiming a device from one client address in a minute, whatever the account: enough for typos, too few to guess codes. */
export const DEVICE_CLAIMS_PER_MINUTE = 20;

const pdfHeaders = (name: string) => ({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'public, max-age=3600' });

export const deviceRoutes = (app: TypedApp, ctx: AppContext): void => {
  // Manuals are the same for every device of a type (the bilingual PDF names the model only): each is rendered once,
  // on the first request for it, and its bytes kept. Types are the shop's own rows, so this stays a handful of files.
  const general = generalManual(() => renderManual(null));
  const byType = new Map<number, () => Promise<Buffer>>();
  const typeManual = (type: { id: number; name: string }) => {
    let manual = byType.get(type.id);
    if (!manual) {
      manual = generalManual(() => renderManual(null, type.name));
      byType.set(type.id, manual);
    }
    return manual();
  };

  // A serial and its label code answer whether they match: one account may not try them by the thousand (the
  // account's limit, http/accountLimit.ts), nor one address with many accounts (counted in the rate limit's store: the
  // database on PostgreSQL, shop-wide across replicas).
  const registrationsOfAccount = accountLimit(app, 'device-register', ctx.accountRateLimit);
  const perAddress = app.createRateLimit({ max: DEVICE_CLAIMS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `device-claim-ip:${request.ip}` });
  const limitClaimsFromAddress = async (request: FastifyRequest) => {
    const limit = await perAddress(request);
    if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, 'tooManyRequests');
  };

  endpointRoute(app, ctx, endpoints.generalManual, async (_request, reply) => reply.headers(pdfHeaders('inercise-manual.pdf')).send(await general()));

  endpointRoute(app, ctx, endpoints.deviceTypeManual, async (request, reply) => {
    const type = await ctx.db.selectFrom('device_type').select(['id', 'name']).where('id', '=', request.params.deviceTypeId).executeTakeFirst();
    if (!type) throw notFound('deviceTypeNotFound', 'deviceTypeId');
    return reply.headers(pdfHeaders(`inercise-manual-type-${type.id}.pdf`)).send(await typeManual(type));
  });

  endpointRoute(app, ctx, endpoints.myDevices, async (request) => listMyDevices(ctx.db, currentUserId(request)));

  endpointRoute(app, ctx, endpoints.registerDevice, async (request, reply) => {
    await limitClaimsFromAddress(request);
    const userId = currentUserId(request);
    await registrationsOfAccount(request, reply, String(userId));
    const outcome = await registerDevice(ctx.db, userId, normaliseSerialNumber(request.body.serialNumber), labelCodeHash(request.body.labelCode));
    if (outcome === 'unknown') throw notFound('deviceNotFound', 'serialNumber');
    if (outcome === 'taken') throw conflict('deviceRegisteredElsewhere', 'serialNumber');
    return listMyDevices(ctx.db, userId);
  });

  endpointRoute(app, ctx, endpoints.unregisterDevice, async (request) => {
    const userId = currentUserId(request);
    if (!(await unregisterDevice(ctx.db, userId, normaliseSerialNumber(request.body.serialNumber)))) throw notFound('deviceNotRegistered', 'serialNumber');
    return listMyDevices(ctx.db, userId);
  });

  // A serial number's manual is its type's; a serial the shop does not know gets the general one, with the same
  // status and headers, so the answer does not confirm which serials exist.
  endpointRoute(app, ctx, endpoints.deviceManual, async (request, reply) => {
    const serialNumber = normaliseSerialNumber(request.params.serialNumber);
    const type = await ctx.db
      .selectFrom('device')
      .innerJoin('device_type', 'device_type.id', 'device.device_type_id')
      .select(['device_type.id', 'device_type.name'])
      .where('device.serial_number', '=', serialNumber)
      .executeTakeFirst();
    const pdf = type ? await typeManual(type) : await general();
    return reply.headers(pdfHeaders(`inercise-manual-${serialNumber}.pdf`)).send(pdf);
  });
};
