import { z } from 'zod';
import { RecordIdSchema } from '../domain/recordId';
import { RegionSchema } from '../domain/region';
import { msg } from './messageKeys';
import { PhoneNumberSchema } from './phone';

const MAX_FIELD = 255;

/** A required text field: missing or empty gives fill-out-all-fields, shorter than `min` the min-three-chars key. */
export const requiredText = (min = 3) =>
  z
    .string({ error: msg('validation.fillOutAllFields') })
    .min(1, msg('validation.fillOutAllFields'))
    .min(min, min >= 3 ? msg('validation.minThreeChars') : msg('validation.fillOutAllFields'))
    .max(MAX_FIELD, msg('validation.tooLong'));

/**
 * The shipping address form and API body. Every non-null field but addressLine_2 and id needs three
 * characters (SPEC 5); country is the two-letter code chosen from the country list; areaCode two or more.
 * The API derives region from country and ignores what the client sent.
 */
export const AddressFormSchema = z.object({
  id: RecordIdSchema.nullable().optional(),
  name: requiredText(),
  surname: requiredText(),
  country: z
    .string({ error: msg('validation.fillOutAllFields') })
    .regex(/^[A-Za-z]{2}$/, msg('validation.fillOutAllFields')),
  region: RegionSchema.nullable().optional(),
  state: requiredText().nullable().optional(),
  city: requiredText(),
  addressLine_1: requiredText(),
  addressLine_2: z.string().max(MAX_FIELD, msg('validation.tooLong')).nullable().optional(),
  postcode: requiredText(),
  areaCode: requiredText(2).max(8, msg('validation.tooLong')),
  phoneNumber: PhoneNumberSchema,
});
export type AddressForm = z.input<typeof AddressFormSchema>;

/** The invoice form: the address plus company name and tax number (NIP). */
export const InvoiceAddressFormSchema = AddressFormSchema.extend({
  companyName: requiredText(),
  companyIdentificationNumber: requiredText(),
});
export type InvoiceAddressForm = z.input<typeof InvoiceAddressFormSchema>;

/** POST|PATCH /address body. The invoice address is optional; PATCH needs the record id. */
export const DeliveryRecordPayloadSchema = z.object({
  id: RecordIdSchema.nullable().optional(),
  shippingAddress: AddressFormSchema,
  invoiceAddress: InvoiceAddressFormSchema.nullable().optional(),
});
export type DeliveryRecordPayload = z.input<typeof DeliveryRecordPayloadSchema>;

/** The first message per field, for forms that show one error under each field. */
export const firstErrorPerField = (error: z.ZodError): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
};
