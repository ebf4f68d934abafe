import { z } from 'zod';
import type { AppContext, TypedApp } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { generalManual } from './generalManual.ts';
import { renderManual } from './manualPdf.ts';

const pdfHeaders = (name: string) => ({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'public, max-age=3600' });

export const deviceRoutes = (app: TypedApp, ctx: AppContext): void => {
  const general = generalManual(() => renderManual(null));

  app.get('/device-manual', { schema: { tags: ['devices'], summary: 'The general device manual (PDF)' } }, async (_request, reply) => {
    return reply.headers(pdfHeaders('inercise-manual.pdf')).send(await general());
  });

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
