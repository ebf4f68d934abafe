import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { RecordIdSchema } from '../domain/recordId';
import { RegionSchema } from '../domain/region';
import { msg } from './messageKeys';
import { PhoneNumberSchema } from './phone';
import { isPolishTaxNumber, isValidNip } from './nip';
import { isPolishAreaCode, isPostcodeOf, usesState } from './addressRules';

const MAX_FIELD = 255;

/** A required text field: missing or empty gives fill-out-all-fields, shorter than `min` the min-three-chars key. */
export const requiredText = (min = 3) =>
  z.string({ error: msg('validation.fillOutAllFields') }).check(
    z.minLength(1, msg('validation.fillOutAllFields')),
    z.minLength(min, min >= 3 ? msg('validation.minThreeChars') : msg('validation.fillOutAllFields')),
    z.maxLength(MAX_FIELD, msg('validation.tooLong')),
  );

/**
 * The address's fields, each checked alone. Every non-null field but addressLine_2, state and id needs three
 * characters (docs/product-rules.md#form-validation); country is the two-letter code chosen from the country list;
 * areaCode two or more; the phone digits only, as long as a number can be. The rules between fields follow.
 */
const addressShape = () => ({
  id: z.optional(z.nullable(RecordIdSchema)),
  name: requiredText(),
  surname: requiredText(),
  country: z.string({ error: msg('validation.fillOutAllFields') }).check(z.regex(/^[A-Za-z]{2}$/, msg('validation.fillOutAllFields'))),
  region: z.optional(z.nullable(RegionSchema)),
  state: z.optional(z.nullable(z.string().check(z.maxLength(MAX_FIELD, msg('validation.tooLong'))))),
  city: requiredText(),
  addressLine_1: requiredText(),
  addressLine_2: z.optional(z.nullable(z.string().check(z.maxLength(MAX_FIELD, msg('validation.tooLong'))))),
  postcode: requiredText(),
  areaCode: requiredText(2).check(z.maxLength(8, msg('validation.tooLong'))),
  phoneNumber: PhoneNumberSchema,
});

interface AddressLike {
  country?: unknown;
  state?: unknown;
  postcode?: unknown;
  areaCode?: unknown;
  phoneNumber?: unknown;
}
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** Said together with the address's other problems, not only once they are mended. */
const alongside =
  (fields: (keyof AddressLike)[]) =>
  ({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && fields.every((field) => typeof (value as AddressLike)[field] === 'string');

/**
 * The rules between the fields, by country (docs/product-rules.md, "Foreign buyers"): a Polish number (+48) has nine
 * digits, a state is asked for only where the country's addresses name one, and a postcode has its country's format
 * where the shop knows it. A foreign number's check against its country's numbering needs the phone metadata, which
 * the contracts' index does not carry: the API and the checkout apply it from ./addressByCountry.
 */
const countryRules = () => [
  z.refine((value: unknown) => !isPolishAreaCode(text((value as AddressLike).areaCode)) || /^\d{9}$/.test(text((value as AddressLike).phoneNumber)), {
    path: ['phoneNumber'],
    error: msg('validation.phoneNineDigits'),
    when: alongside(['areaCode', 'phoneNumber']),
  }),
  z.refine((value: unknown) => isPolishAreaCode(text((value as AddressLike).areaCode)) || /^\d{4,15}$/.test(text((value as AddressLike).phoneNumber)), {
    path: ['phoneNumber'],
    error: msg('validation.phoneInvalid'),
    when: alongside(['areaCode', 'phoneNumber']),
  }),
  z.refine((value: unknown) => isPostcodeOf(text((value as AddressLike).country), text((value as AddressLike).postcode)), {
    path: ['postcode'],
    error: msg('validation.postcodeInvalid'),
    when: alongside(['country', 'postcode']),
  }),
  z.refine((value: unknown) => !usesState(text((value as AddressLike).country)) || text((value as AddressLike).state).trim().length >= 2, {
    path: ['state'],
    error: msg('validation.fillOutAllFields'),
    when: alongside(['country']),
  }),
];

/** The shipping address form and API body. The API derives region from country and ignores what the client sent. */
export const AddressFormSchema = lazySchema(() => z.object(addressShape()).check(...countryRules()));
export type AddressForm = z.input<typeof AddressFormSchema>;

/**
 * The invoice form: the address plus company name and tax number. A Polish number (the invoice's country is Poland,
 * or the number starts with PL) must be a NIP with a right check digit; other countries' numbers are checked by
 * format in the checkout's own entry (./taxNumber), which carries the format library, and by the API.
 */
export const InvoiceAddressFormSchema = lazySchema(() =>
  z
    .object({
      ...addressShape(),
      companyName: requiredText(),
      companyIdentificationNumber: requiredText(),
    })
    .check(
      ...countryRules(),
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
