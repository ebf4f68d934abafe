import type { CurrencyName } from '../domain/currency';
import { isInquiry } from '../domain/isInquiry';
import { INQUIRY_PAYMENT_GROUP } from '../domain/paymentMethod';
import type { Region } from '../domain/region';
import type { ValidationMessageKey } from './messageKeys';

/** True when the shopper must pick a payment method: a Polish address paid in PLN. */
export const paymentMethodRequired = (region: Region | null | undefined, currency: CurrencyName): boolean =>
  region === 'POLAND' && currency === 'PLN';

/** The payment group to send: '999' (nothing chosen in the shop) outside Poland or in EUR, else the chosen group. */
export const effectivePaymentGroup = (
  region: Region | null | undefined,
  currency: CurrencyName,
  chosen: string | null | undefined,
): string => (region !== 'POLAND' || currency === 'EUR' ? INQUIRY_PAYMENT_GROUP : (chosen ?? ''));

/** A bank group id as the provider numbers them: digits, no leading zero. */
const GROUP_ID = /^[1-9][0-9]{0,8}$/;

/**
 * docs/product-rules.md#form-validation: for Poland with PLN a missing, empty or '999' group gives the
 * select-payment-method message; an order paid online (PLN, not OTHER) takes only '999', nothing, or a bank group id.
 * EUR and OTHER are inquiries: their group is not looked at.
 */
export const validatePaymentGroup = (
  region: Region | null | undefined,
  currency: CurrencyName,
  paymentGroup: string | null | undefined,
): ValidationMessageKey | null => {
  if (isInquiry(region, currency)) return null;
  if (!paymentGroup || paymentGroup === INQUIRY_PAYMENT_GROUP) return paymentMethodRequired(region, currency) ? 'validation.selectPaymentMethod' : null;
  return GROUP_ID.test(paymentGroup) ? null : 'validation.selectPaymentMethod';
};
