import { z } from 'zod';
import type { AppContext, TypedApp } from '../../context.ts';
import { contracts, deviceContracts } from '../../contracts.ts';
import { currentUserId } from '../../http/auth.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { idParam } from '../../http/params.ts';
import { generalManual } from './generalManual.ts';
import { renderManual } from './manualPdf.ts';
import { listMyDevices, registerDevice, unregisterDevice } from './myDevices.ts';

const { ApiErrorSchema } = contracts;
const { MyDeviceListSchema, SerialNumberPayloadSchema, normaliseSerialNumber } = deviceContracts;
const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

const pdfHeaders = (name: string) => ({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'public, max-age=3600' });

export const deviceRoutes = (app: TypedApp, ctx: AppContext): void => {
  const general = generalManual(() => renderManual(null));

  app.get('/device-manual', { schema: { tags: ['devices'], summary: 'The general device manual (PDF)' } }, async (_request, reply) => {
    return reply.headers(pdfHeaders('inercise-manual.pdf')).send(await general());
  });

  app.get(
    '/device-manual/device-type-id/:deviceTypeId',
    {
      schema: {
        tags: ['devices'],
        summary: 'The manual of one device type (PDF); 404 for an unknown type',
        params: z.object({ deviceTypeId: idParam }),
      },
    },
    async (request, reply) => {
      const type = await ctx.db.selectFrom('device_type').select(['id', 'name']).where('id', '=', request.params.deviceTypeId).executeTakeFirst();
      if (!type) throw notFound('deviceTypeNotFound', 'deviceTypeId');
      return reply.headers(pdfHeaders(`inercise-manual-type-${type.id}.pdf`)).send(await renderManual(null, type.name));
    },
  );

  app.get(
    '/device',
    {
      preHandler: ctx.requireUser,
      schema: {
        tags: ['devices'],
        summary: "The logged-in customer's registered devices with their types, oldest registration first",
        security: [{ bearer: [] }],
        response: { 200: MyDeviceListSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => listMyDevices(ctx.db, currentUserId(request)),
  );

  app.post(
    '/device/register',
    {
      preHandler: ctx.requireUser,
      schema: {
        tags: ['devices'],
        summary: "Register a device by its serial number to the logged-in customer; answers the customer's devices. 404 unknown serial, 409 another account's",
        security: [{ bearer: [] }],
        body: SerialNumberPayloadSchema,
        response: { 200: MyDeviceListSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const outcome = await registerDevice(ctx.db, userId, normaliseSerialNumber(request.body.serialNumber));
      if (outcome === 'unknown') throw notFound('deviceNotFound', 'serialNumber');
      if (outcome === 'taken') throw conflict('deviceRegisteredElsewhere', 'serialNumber');
      return listMyDevices(ctx.db, userId);
    },
  );

  app.post(
    '/device/unregister',
    {
      preHandler: ctx.requireUser,
      schema: {
        tags: ['devices'],
        summary: "Release one of the logged-in customer's devices; answers the remaining ones. 404 when it is not theirs",
        security: [{ bearer: [] }],
        body: SerialNumberPayloadSchema,
        response: { 200: MyDeviceListSchema, ...refusals },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      if (!(await unregisterDevice(ctx.db, userId, normaliseSerialNumber(request.body.serialNumber)))) throw notFound('deviceNotRegistered', 'serialNumber');
      return listMyDevices(ctx.db, userId);
    },
  );

  app.get(
    '/device/manual/:serialNumber',
    {
      schema: {
        tags: ['devices'],
        summary: 'The manual of one device (PDF); 404 for an unknown serial number',
        params: z.object({ serialNumber: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'invalidSerialNumber') }),
      },
    },
    async (request, reply) => {
      const device = await ctx.db
        .selectFrom('device')
        .select(['serial_number', 'model', 'produced_on'])
        .where('serial_number', '=', request.params.serialNumber.toUpperCase())
        .executeTakeFirst();
      if (!device) throw notFound('deviceNotFound', 'serialNumber');
      const pdf = await renderManual({ serialNumber: device.serial_number, model: device.model, producedOn: device.produced_on });
      return reply.headers(pdfHeaders(`inercise-manual-${device.serial_number}.pdf`)).send(pdf);
    },
  );
};
