import type { CurrencyName } from './currency';
import { isInquiry } from './isInquiry';
import { INQUIRY_PAYMENT_GROUP } from './paymentMethod';
import type { Region } from './region';
import type { ValidationMessageKey } from '../validation/messageKeys';
import { validatePaymentGroup } from '../validation/paymentGroup';

/** The payment chooser shows for a known region that is paid online (PLN, not OTHER). */
export const showsPaymentChooser = (region: Region | null | undefined, currency: CurrencyName): boolean =>
  region !== null && region !== undefined && !isInquiry(region, currency);

/**
 * The group a region change leaves: '999' (nothing chosen in the shop) outside Poland or in EUR; for Poland, or no
 * country yet, empty until the shopper chooses.
 */
export const paymentGroupAfterRegionChange = (region: Region | null | undefined, currency: CurrencyName): string =>
  currency === 'EUR' || (region !== null && region !== undefined && region !== 'POLAND') ? INQUIRY_PAYMENT_GROUP : '';

/**
 * What a checkout's payment group comes to, for the page and the API alike: an inquiry; an online payment with the
 * bank group chosen in the shop, or with none (groupId null: the payer chooses on the provider's page, allowed outside
 * Poland); or a refusal with its message key.
 */
export type CheckoutPayment =
  | { kind: 'inquiry' }
  | { kind: 'payment'; groupId: number | null }
  | { kind: 'refused'; message: ValidationMessageKey };

export const checkoutPayment = (
  region: Region | null | undefined,
  currency: CurrencyName,
  paymentGroup: string | null | undefined,
): CheckoutPayment => {
  if (isInquiry(region, currency)) return { kind: 'inquiry' };
  const refused = validatePaymentGroup(region, currency, paymentGroup);
  if (refused) return { kind: 'refused', message: refused };
  const none = !paymentGroup || paymentGroup === INQUIRY_PAYMENT_GROUP;
  return { kind: 'payment', groupId: none ? null : Number(paymentGroup) };
};
