import { regionOf, type Address, type AddressForm, type DeliveryRecord, type DeliveryRecordPayload } from '@inercise/shared';

/** An address as sent, in the shape the API keeps it: the country's code upper-case, its region derived from it. */
const asStored = <A extends AddressForm>(address: A): A & Address => ({
  ...address,
  country: address.country.toUpperCase(),
  region: address.country ? regionOf(address.country) : null,
  state: address.state ?? null,
  addressLine_2: address.addressLine_2 ?? '',
});

/** The delivery record POST /orders saved: what the page sent, with the id the API answered. */
export function savedRecord(record: DeliveryRecordPayload, addressId: number): DeliveryRecord {
  return {
    id: addressId,
    shippingAddress: asStored(record.shippingAddress),
    invoiceAddress: record.invoiceAddress ? asStored(record.invoiceAddress) : null,
  };
}
