import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { RegionSchema } from './region';

/**
 * A postal address as stored and answered. `country` is the ISO alpha-2 code of the country list,
 * `region` its region, `areaCode` the dialling code ("+48"), `phoneNumber` nine digits.
 */
export const AddressSchema = lazySchema(() =>
  z.object({
    id: z.optional(z.nullable(z.int())),
    name: z.string(),
    surname: z.string(),
    country: z.string(),
    region: z.nullable(RegionSchema),
    state: z.nullable(z.string()),
    city: z.string(),
    addressLine_1: z.string(),
    addressLine_2: z.nullable(z.string()),
    postcode: z.string(),
    areaCode: z.string(),
    phoneNumber: z.string(),
  }),
);
export type Address = z.infer<typeof AddressSchema>;

export const InvoiceAddressSchema = lazySchema(() =>
  z.extend(AddressSchema, {
    companyName: z.string(),
    companyIdentificationNumber: z.string(),
  }),
);
export type InvoiceAddress = z.infer<typeof InvoiceAddressSchema>;

/** The user's saved delivery data: GET|POST|PATCH /address. */
export const DeliveryRecordSchema = lazySchema(() =>
  z.object({
    id: z.optional(z.nullable(z.int())),
    shippingAddress: AddressSchema,
    invoiceAddress: z.optional(z.nullable(InvoiceAddressSchema)),
  }),
);
export type DeliveryRecord = z.infer<typeof DeliveryRecordSchema>;

/** Fresh form values: all empty strings (docs/product-rules.md#delivery-and-payment). */
export const emptyAddress = (): Address => ({
  name: '',
  surname: '',
  country: '',
  region: null,
  state: '',
  city: '',
  addressLine_1: '',
  addressLine_2: '',
  postcode: '',
  areaCode: '',
  phoneNumber: '',
});

export const emptyInvoiceAddress = (): InvoiceAddress => ({
  ...emptyAddress(),
  companyName: '',
  companyIdentificationNumber: '',
});
