import type { CurrencyName } from '../domain/currency';
import { INQUIRY_PAYMENT_GROUP } from '../domain/paymentMethod';
import type { Region } from '../domain/region';
import type { ValidationMessageKey } from './messageKeys';

/** True when the shopper must pick a payment method: a Polish address paid in PLN. */
export const paymentMethodRequired = (region: Region | null | undefined, currency: CurrencyName): boolean =>
  region === 'POLAND' && currency === 'PLN';

/** The payment group to send: '999' for inquiry orders (not Poland, or EUR), else the chosen group. */
export const effectivePaymentGroup = (
  region: Region | null | undefined,
  currency: CurrencyName,
  chosen: string | null | undefined,
): string => (region !== 'POLAND' || currency === 'EUR' ? INQUIRY_PAYMENT_GROUP : (chosen ?? ''));

/**
 * docs/product-rules.md#form-validation: for Poland with PLN a missing, empty or '999' group gives the
 * select-payment-method message.
 */
export const validatePaymentGroup = (
  region: Region | null | undefined,
  currency: CurrencyName,
  paymentGroup: string | null | undefined,
): ValidationMessageKey | null => {
  if (!paymentMethodRequired(region, currency)) return null;
  return !paymentGroup || paymentGroup === INQUIRY_PAYMENT_GROUP ? 'validation.selectPaymentMethod' : null;
};
