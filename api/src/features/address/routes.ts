import { z } from 'zod';
import * as endpoints from '@inercise/contracts/routes/address';
import { addressByCountryContracts, contracts, taxNumberContracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { normaliseAddress, readDeliveryRecord } from './addressStore.ts';

type ParsedAddress = z.output<typeof contracts.AddressFormSchema>;
type ParsedInvoice = z.output<typeof contracts.InvoiceAddressFormSchema>;

const { phoneProblem, nationalNumberOf } = addressByCountryContracts;

/**
 * Kept with its number in E.164 parts: the dialling code as "+49" and the national number as the country writes it
 * after it, so that the two joined are the number's E.164 form.
 */
const toStored = (address: ParsedAddress | ParsedInvoice) =>
  JSON.stringify(
    normaliseAddress({
      ...address,
      areaCode: contracts.normalisedAreaCode(address.areaCode),
      phoneNumber: nationalNumberOf(address.areaCode, address.phoneNumber),
      region: address.region ?? null,
      state: address.state ?? null,
      addressLine_2: address.addressLine_2 ?? '',
    }),
  );

/**
 * A phone number by its dialling code's country (the schema has checked a Polish one's nine digits): one that cannot
 * be dialled there is refused, field by field as the form shows it.
 */
const checkPhones = (shipping: ParsedAddress, invoice: ParsedInvoice | null | undefined): void => {
  const shippingProblem = phoneProblem(shipping.areaCode, shipping.phoneNumber);
  if (shippingProblem) throw badRequest(shippingProblem, 'shippingAddress.phoneNumber');
  const invoiceProblem = invoice ? phoneProblem(invoice.areaCode, invoice.phoneNumber) : null;
  if (invoiceProblem) throw badRequest(invoiceProblem, 'invoiceAddress.phoneNumber');
};

/**
 * The invoice's tax number by the checkout's own rule (the schema has checked a Polish one already): another EU
 * member's VAT number must have its country's format.
 */
const checkTaxNumber = (invoice: ParsedInvoice | null | undefined): void => {
  if (!invoice) return;
  const problem = taxNumberContracts.taxNumberProblem(invoice.companyIdentificationNumber, invoice.country);
  if (problem) throw badRequest(problem, 'invoiceAddress.companyIdentificationNumber');
};

/** The user's delivery record (shipping and optional invoice address): one per user. */
export const addressRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(app, ctx, endpoints.deliveryRecord, async (request) => {
    const record = await readDeliveryRecord(ctx.db, currentUserId(request));
    if (!record) throw notFound('addressNotFound');
    return record;
  });

  endpointRoute(app, ctx, endpoints.createDeliveryRecord, async (request) => {
    const userId = currentUserId(request);
    const { shippingAddress, invoiceAddress } = request.body;
    checkPhones(shippingAddress, invoiceAddress);
    checkTaxNumber(invoiceAddress);
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
    return (await readDeliveryRecord(ctx.db, userId))!;
  });

  endpointRoute(app, ctx, endpoints.updateDeliveryRecord, async (request) => {
    const userId = currentUserId(request);
    const { id, shippingAddress, invoiceAddress } = request.body;
    checkPhones(shippingAddress, invoiceAddress);
    checkTaxNumber(invoiceAddress);
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
  });
};

