import { z } from 'zod';
import type { AddressForm, InvoiceAddressForm } from '@inercise/contracts';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { normaliseAddress, readDeliveryRecord } from './addressStore.ts';

const { DeliveryRecordPayloadSchema, DeliveryRecordSchema } = contracts;

type ParsedAddress = z.output<typeof contracts.AddressFormSchema>;
type ParsedInvoice = z.output<typeof contracts.InvoiceAddressFormSchema>;

const toStored = (address: ParsedAddress | ParsedInvoice) =>
  JSON.stringify(normaliseAddress({ ...address, region: address.region ?? null, state: address.state ?? null, addressLine_2: address.addressLine_2 ?? '' }));

/** The user's delivery record (shipping and optional invoice address): one per user. */
export const addressRoutes = (app: TypedApp, ctx: AppContext): void => {
  const auth = { preHandler: ctx.requireUser };

  app.get(
    '/address',
    { ...auth, schema: { tags: ['address'], security: [{ bearer: [] }], response: { 200: DeliveryRecordSchema } } },
    async (request) => {
      const record = await readDeliveryRecord(ctx.db, currentUserId(request));
      if (!record) throw notFound('addressNotFound');
      return record;
    },
  );

  app.post(
    '/address',
    { ...auth, schema: { tags: ['address'], security: [{ bearer: [] }], body: DeliveryRecordPayloadSchema, response: { 201: DeliveryRecordSchema } } },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { shippingAddress, invoiceAddress } = request.body;
      // One record per user: a second POST updates it instead of failing, which is what a retrying form wants.
      await ctx.db
        .insertInto('address_record')
        .values({ user_id: userId, shipping_address: toStored(shippingAddress), invoice_address: invoiceAddress ? toStored(invoiceAddress) : null })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            shipping_address: (eb) => eb.ref('excluded.shipping_address'),
            invoice_address: (eb) => eb.ref('excluded.invoice_address'),
          }),
        )
        .execute();
      return reply.status(201).send((await readDeliveryRecord(ctx.db, userId))!);
    },
  );

  app.patch(
    '/address',
    { ...auth, schema: { tags: ['address'], security: [{ bearer: [] }], body: DeliveryRecordPayloadSchema, response: { 200: DeliveryRecordSchema } } },
    async (request) => {
      const userId = currentUserId(request);
      const { id, shippingAddress, invoiceAddress } = request.body;
      const query = ctx.db
        .updateTable('address_record')
        .set({ shipping_address: toStored(shippingAddress), invoice_address: invoiceAddress ? toStored(invoiceAddress) : null })
        .where('user_id', '=', userId);
      const result = await (id ? query.where('id', '=', id) : query).executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        const existing = await readDeliveryRecord(ctx.db, userId);
        if (existing) throw conflict('addressIdMismatch', 'id');
        throw notFound('addressNotFound');
      }
      return (await readDeliveryRecord(ctx.db, userId))!;
    },
  );
};

export type { AddressForm, InvoiceAddressForm };
