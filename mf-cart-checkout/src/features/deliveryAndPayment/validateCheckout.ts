import {
  AddressFormSchema,
  InvoiceAddressFormSchema,
  firstErrorPerField,
  validatePaymentGroup,
  type CurrencyName,
  type Region,
} from '@inercise/shared';
import { toAddressPayload, toInvoicePayload, type AddressValues, type FieldErrors, type InvoiceValues } from './addressValues';

export interface CheckoutErrors {
  shipping: FieldErrors;
  invoice: FieldErrors;
  /** An i18n key of the common namespace, or null. */
  payment: string | null;
}

export const noErrors: CheckoutErrors = { shipping: {}, invoice: {}, payment: null };

export function hasErrors(errors: CheckoutErrors): boolean {
  return Object.keys(errors.shipping).length > 0 || Object.keys(errors.invoice).length > 0 || errors.payment !== null;
}

/**
 * docs/product-rules.md#form-validation through the shared schemas: shipping always, payment for Poland in PLN,
 * invoice only when ticked.
 */
export function validateCheckout(input: {
  shipping: AddressValues;
  invoice: InvoiceValues | null;
  useInvoice: boolean;
  region: Region | null;
  currency: CurrencyName;
  paymentGroup: string;
}): CheckoutErrors {
  const shipping = AddressFormSchema.safeParse(toAddressPayload(input.shipping));
  const invoice =
    input.useInvoice && input.invoice ? InvoiceAddressFormSchema.safeParse(toInvoicePayload(input.invoice)) : null;
  return {
    shipping: shipping.success ? {} : firstErrorPerField(shipping.error),
    invoice: invoice && !invoice.success ? firstErrorPerField(invoice.error) : {},
    payment: validatePaymentGroup(input.region, input.currency, input.paymentGroup),
  };
}

/** The errors minus those of the fields whose value changed. */
export function withoutChanged<V extends Record<string, string>>(errors: FieldErrors, before: V, after: V): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => before[field] === after[field]));
}
