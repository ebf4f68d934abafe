import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { RecordIdSchema } from '../domain/recordId';
import { RegionSchema } from '../domain/region';
import { msg } from './messageKeys';
import { PhoneNumberSchema } from './phone';
import { isPolishTaxNumber, isValidNip } from './nip';

const MAX_FIELD = 255;

/** A required text field: missing or empty gives fill-out-all-fields, shorter than `min` the min-three-chars key. */
export const requiredText = (min = 3) =>
  z.string({ error: msg('validation.fillOutAllFields') }).check(
    z.minLength(1, msg('validation.fillOutAllFields')),
    z.minLength(min, min >= 3 ? msg('validation.minThreeChars') : msg('validation.fillOutAllFields')),
    z.maxLength(MAX_FIELD, msg('validation.tooLong')),
  );

/**
 * The shipping address form and API body. Every non-null field but addressLine_2 and id needs three
 * characters (docs/product-rules.md#form-validation); country is the two-letter code chosen from the country list;
 * areaCode two or more.
 * The API derives region from country and ignores what the client sent.
 */
export const AddressFormSchema = lazySchema(() =>
  z.object({
    id: z.optional(z.nullable(RecordIdSchema)),
    name: requiredText(),
    surname: requiredText(),
    country: z
      .string({ error: msg('validation.fillOutAllFields') })
      .check(z.regex(/^[A-Za-z]{2}$/, msg('validation.fillOutAllFields'))),
    region: z.optional(z.nullable(RegionSchema)),
    state: z.optional(z.nullable(requiredText())),
    city: requiredText(),
    addressLine_1: requiredText(),
    addressLine_2: z.optional(z.nullable(z.string().check(z.maxLength(MAX_FIELD, msg('validation.tooLong'))))),
    postcode: requiredText(),
    areaCode: requiredText(2).check(z.maxLength(8, msg('validation.tooLong'))),
    phoneNumber: PhoneNumberSchema,
  }),
);
export type AddressForm = z.input<typeof AddressFormSchema>;

/**
 * The invoice form: the address plus company name and tax number. A Polish number (the invoice's country is Poland,
 * or the number starts with PL) must be a NIP with a right check digit; other countries' numbers are checked by
 * format in the checkout's own entry (./taxNumber), which carries the format library, and by the API.
 */
export const InvoiceAddressFormSchema = lazySchema(() =>
  z
    .extend(AddressFormSchema, {
      companyName: requiredText(),
      companyIdentificationNumber: requiredText(),
    })
    .check(
      z.refine((invoice) => !isPolishTaxNumber(invoice.companyIdentificationNumber, invoice.country) || isValidNip(invoice.companyIdentificationNumber), {
        path: ['companyIdentificationNumber'],
        error: msg('validation.invalidTaxNumber'),
        // Said together with the address's other problems, not only once they are mended.
        when: ({ value }) => {
          const invoice = value as { companyIdentificationNumber?: unknown; country?: unknown };
          return typeof invoice.companyIdentificationNumber === 'string' && invoice.companyIdentificationNumber.trim().length >= 3 && typeof invoice.country === 'string';
        },
      }),
    ),
);
export type InvoiceAddressForm = z.input<typeof InvoiceAddressFormSchema>;

/** POST|PATCH /address body. The invoice address is optional; PATCH needs the record id. */
export const DeliveryRecordPayloadSchema = lazySchema(() =>
  z.object({
    id: z.optional(z.nullable(RecordIdSchema)),
    shippingAddress: AddressFormSchema,
    invoiceAddress: z.optional(z.nullable(InvoiceAddressFormSchema)),
  }),
);
export type DeliveryRecordPayload = z.input<typeof DeliveryRecordPayloadSchema>;

/** The first message per field, for forms that show one error under each field. */
export const firstErrorPerField = (error: z.core.$ZodError): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
};
