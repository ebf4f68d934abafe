import {
  emptyAddress,
  emptyInvoiceAddress,
  regionOf,
  type Address,
  type AddressForm,
  type InvoiceAddress,
  type InvoiceAddressForm,
} from '@inercise/shared';
import { findCountry } from '@inercise/shared/countries';

type ShippingField =
  | 'name'
  | 'surname'
  | 'country'
  | 'state'
  | 'city'
  | 'addressLine_1'
  | 'addressLine_2'
  | 'postcode'
  | 'areaCode'
  | 'phoneNumber';
type InvoiceField = ShippingField | 'companyName' | 'companyIdentificationNumber';
/** What the form holds: every field as text. */
export type AddressValues = Record<ShippingField, string>;
export type InvoiceValues = Record<InvoiceField, string>;

export function toAddressValues(address: Address | null | undefined): AddressValues {
  const source = address ?? emptyAddress();
  return {
    name: source.name,
    surname: source.surname,
    country: source.country,
    state: source.state ?? '',
    city: source.city,
    addressLine_1: source.addressLine_1,
    addressLine_2: source.addressLine_2 ?? '',
    postcode: source.postcode,
    areaCode: source.areaCode,
    phoneNumber: source.phoneNumber,
  };
}

export function toInvoiceValues(address: InvoiceAddress | null | undefined): InvoiceValues {
  const source = address ?? emptyInvoiceAddress();
  return {
    ...toAddressValues(source),
    companyName: source.companyName,
    companyIdentificationNumber: source.companyIdentificationNumber,
  };
}

/** The form's text as the API's address: trimmed, region derived from the country (the API derives it again). */
export function toAddressPayload(values: AddressValues): AddressForm {
  const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as AddressValues;
  return { ...trimmed, region: trimmed.country ? regionOf(trimmed.country) : null };
}

export function toInvoicePayload(values: InvoiceValues): InvoiceAddressForm {
  return {
    ...toAddressPayload(values),
    companyName: values.companyName.trim(),
    companyIdentificationNumber: values.companyIdentificationNumber.trim(),
  };
}

/**
 * A new country brings its dialling code into areaCode, unless the shopper typed another code themselves
 * (one that was neither empty nor the previous country's code).
 */
export function withCountry<V extends AddressValues>(values: V, country: string): V {
  const previousCode = findCountry(values.country)?.areaCode ?? '';
  const typedOwnCode = values.areaCode !== '' && values.areaCode !== previousCode;
  const areaCode = typedOwnCode ? values.areaCode : (findCountry(country)?.areaCode ?? '');
  return { ...values, country, areaCode };
}
