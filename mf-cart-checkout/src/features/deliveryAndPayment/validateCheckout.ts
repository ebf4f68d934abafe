import {
  AddressFormSchema,
  InvoiceAddressFormSchema,
  firstErrorPerField,
  validatePaymentGroup,
  type CurrencyName,
  type Region,
} from '@inercise/shared';
import type { Checked, FormIssue } from '@inercise/shared/form-field';
import { taxNumberProblem } from '@inercise/shared/tax-number';
import { digitalConsentProblem } from '@inercise/contracts/validation/digitalConsent';
import { toAddressPayload, toInvoicePayload, type AddressValues, type InvoiceValues } from './addressValues';

/** The address fields in the order the form shows them (the postcode beside the city). */
const shownAddressFields = ['name', 'surname', 'country', 'state', 'city', 'postcode', 'addressLine_1', 'addressLine_2', 'areaCode', 'phoneNumber'] as const;

/** The checkout form's fields, as their controls are named, in the order they are shown: the first at fault takes the focus. */
export const checkoutFields = [
  ...shownAddressFields.map((field) => `shipping.${field}` as const),
  'invoice.companyName',
  'invoice.companyIdentificationNumber',
  ...shownAddressFields.map((field) => `invoice.${field}` as const),
  'payment-method',
  'terms-accepted',
  'digital-consent',
] as const;
export type CheckoutField = (typeof checkoutFields)[number];

interface CheckoutInput {
  shipping: AddressValues;
  invoice: InvoiceValues | null;
  useInvoice: boolean;
  region: Region | null;
  currency: CurrencyName;
  paymentGroup: string;
  termsAccepted: boolean;
  /** Whether the cart holds a course, and whether its immediate delivery was consented to (the box is then required). */
  courses?: boolean;
  digitalConsent?: boolean;
}

/** A phone number's check by its country's numbering (@inercise/shared/phone-number, loaded once the page is drawn). */
export type PhoneCheck = (areaCode: string, phoneNumber: string) => string | null;

const issuesOf = (section: 'shipping' | 'invoice', errors: Partial<Record<string, string>>): FormIssue[] =>
  Object.entries(errors).flatMap(([field, key]) => (key ? [{ path: [`${section}.${field}`], message: key }] : []));

/**
 * docs/product-rules.md#form-validation through the shared schemas: shipping always, payment for Poland in PLN,
 * invoice only when ticked (its tax number by the API's own rule), the terms of sale accepted. Each problem is an
 * i18n key of the common namespace, under its control's name. A foreign phone number is checked against its country's
 * numbering once `phoneCheck` has loaded (the API checks it again when the address is saved).
 */
export function validateCheckout(input: CheckoutInput, phoneCheck: PhoneCheck | null = null): Checked<CheckoutInput> {
  const shipping = AddressFormSchema.safeParse(toAddressPayload(input.shipping));
  const invoice = input.useInvoice && input.invoice ? InvoiceAddressFormSchema.safeParse(toInvoicePayload(input.invoice)) : null;
  const payment = validatePaymentGroup(input.region, input.currency, input.paymentGroup);
  const invoiceErrors = invoice && !invoice.success ? firstErrorPerField(invoice.error) : {};
  // Another EU member's VAT number is checked by its format here, as the API does when the address is saved.
  if (invoice && !invoiceErrors.companyIdentificationNumber && input.invoice) {
    const problem = taxNumberProblem(input.invoice.companyIdentificationNumber, input.invoice.country);
    if (problem) invoiceErrors.companyIdentificationNumber = problem;
  }
  const shippingErrors = shipping.success ? {} : firstErrorPerField(shipping.error);
  if (phoneCheck && !shippingErrors.phoneNumber && !shippingErrors.areaCode) {
    const problem = phoneCheck(input.shipping.areaCode, input.shipping.phoneNumber);
    if (problem) shippingErrors.phoneNumber = problem;
  }
  if (phoneCheck && invoice && input.invoice && !invoiceErrors.phoneNumber && !invoiceErrors.areaCode) {
    const problem = phoneCheck(input.invoice.areaCode, input.invoice.phoneNumber);
    if (problem) invoiceErrors.phoneNumber = problem;
  }
  const issues = [
    ...issuesOf('shipping', shippingErrors),
    ...issuesOf('invoice', invoiceErrors),
    ...(payment ? [{ path: ['payment-method'], message: payment }] : []),
    ...(input.termsAccepted ? [] : [{ path: ['terms-accepted'], message: 'validation.acceptTerms' }]),
    ...(digitalConsentProblem(Boolean(input.courses), input.digitalConsent) ? [{ path: ['digital-consent'], message: 'validation.digitalConsent' }] : []),
  ];
  return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: input };
}

/** The fields whose value changed between two versions of a section, by their controls' names. */
export function changedFields<V extends Record<string, string>>(section: 'shipping' | 'invoice', before: V, after: V): CheckoutField[] {
  return Object.keys(after)
    .filter((field) => before[field] !== after[field])
    .map((field) => `${section}.${field}` as CheckoutField);
}
