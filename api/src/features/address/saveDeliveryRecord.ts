import { z } from 'zod';
import type { DeliveryRecord } from '@inercise/contracts';
import { addressByCountryContracts, contracts, taxNumberContracts } from '../../contracts.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { normaliseAddress, readDeliveryRecord } from './addressStore.ts';

type ParsedAddress = z.output<typeof contracts.AddressFormSchema>;
type ParsedInvoice = z.output<typeof contracts.InvoiceAddressFormSchema>;

/** A delivery record as the API parsed it from POST|PATCH /address (or POST /orders). */
export interface DeliveryRecordInput {
  id?: number | null | undefined;
  shippingAddress: ParsedAddress;
  invoiceAddress?: ParsedInvoice | null | undefined;
}

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

/** The checks beyond the schema's; a record they refuse is never written. */
const checkDeliveryRecord = ({ shippingAddress, invoiceAddress }: DeliveryRecordInput): void => {
  checkPhones(shippingAddress, invoiceAddress);
  checkTaxNumber(invoiceAddress);
};

/** Creates the user's record, one per user: a second create updates it instead of failing, which is what a retrying form wants. */
export const createDeliveryRecord = async (db: Db, userId: number, record: DeliveryRecordInput): Promise<DeliveryRecord> => {
  checkDeliveryRecord(record);
  const { shippingAddress, invoiceAddress } = record;
  await db
    .insertInto('address_record')
    .values({ user_id: userId, shipping_address: toStored(shippingAddress), invoice_address: invoiceAddress ? toStored(invoiceAddress) : null })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        shipping_address: (eb) => eb.ref('excluded.shipping_address'),
        invoice_address: (eb) => eb.ref('excluded.invoice_address'),
      }),
    )
    .execute();
  return (await readDeliveryRecord(db, userId))!;
};

/** Updates the user's record (the one of that id, when given): 409 addressIdMismatch for another's id, 404 addressNotFound when there is none. */
export const updateDeliveryRecord = async (db: Db, userId: number, record: DeliveryRecordInput): Promise<DeliveryRecord> => {
  checkDeliveryRecord(record);
  const { id, shippingAddress, invoiceAddress } = record;
  const query = db
    .updateTable('address_record')
    .set({ shipping_address: toStored(shippingAddress), invoice_address: invoiceAddress ? toStored(invoiceAddress) : null })
    .where('user_id', '=', userId);
  const result = await (id ? query.where('id', '=', id) : query).executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    const existing = await readDeliveryRecord(db, userId);
    if (existing) throw conflict('addressIdMismatch', 'id');
    throw notFound('addressNotFound');
  }
  return (await readDeliveryRecord(db, userId))!;
};

/** The checkout's save: the record is updated when it has an id, else created. */
export const saveDeliveryRecord = (db: Db, userId: number, record: DeliveryRecordInput): Promise<DeliveryRecord> =>
  record.id ? updateDeliveryRecord(db, userId, record) : createDeliveryRecord(db, userId, record);
