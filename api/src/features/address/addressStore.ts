import type { Address, DeliveryRecord, InvoiceAddress } from '@inercise/contracts';
import { contracts } from '../../contracts.ts';
import type { Db } from '../../db/database.ts';

const { AddressSchema, InvoiceAddressSchema, regionOf } = contracts;

/** Region always follows the country: the client's value is not trusted (it decides shipment and payment). */
export const normaliseAddress = <T extends Address>(address: T): T => ({
  ...address,
  id: undefined,
  country: address.country.toUpperCase(),
  region: regionOf(address.country),
  addressLine_2: address.addressLine_2 ?? '',
  state: address.state ?? null,
});

const parseAddress = (value: unknown): Address => AddressSchema.parse(value);
const parseInvoice = (value: unknown): InvoiceAddress | null => (value ? InvoiceAddressSchema.parse(value) : null);

export const readDeliveryRecord = async (db: Db, userId: number): Promise<DeliveryRecord | null> => {
  const row = await db
    .selectFrom('address_record')
    .select(['id', 'shipping_address', 'invoice_address'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, shippingAddress: parseAddress(row.shipping_address), invoiceAddress: parseInvoice(row.invoice_address) };
};
