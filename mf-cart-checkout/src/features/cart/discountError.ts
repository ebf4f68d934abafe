import { isApiError } from '@inercise/shared';

export type DiscountError = 'notFound' | 'inactive' | 'notActiveYet' | 'expired' | 'usedUp' | 'customerLimit' | 'otherCurrency' | 'changed' | 'failed';

/** The API's reasons for refusing a code (api/README.md), at apply and again at checkout. */
const reasons: Record<string, Exclude<DiscountError, 'failed'>> = {
  discountNotFound: 'notFound',
  discountInactive: 'inactive',
  discountNotActiveYet: 'notActiveYet',
  discountExpired: 'expired',
  discountUsedUp: 'usedUp',
  discountCustomerLimitReached: 'customerLimit',
  discountCurrencyMismatch: 'otherCurrency',
  // At checkout only: the cart's code is not the one the page showed (another tab changed it).
  discountChanged: 'changed',
};

/** The reason a code was refused, when the error is such a refusal; null for any other failure. */
export function discountRefusal(error: unknown): Exclude<DiscountError, 'failed'> | null {
  return isApiError(error) ? (reasons[error.message] ?? null) : null;
}

/**
 * docs/product-rules.md#error-messages: the API's reason when it gives one; otherwise by status, 400 or 403 the code
 * does not exist, 410 expired, anything else the generic error.
 */
export function discountError(error: unknown): DiscountError {
  const reason = discountRefusal(error);
  if (reason) return reason;
  const status = isApiError(error) ? error.status : 0;
  if (status === 400 || status === 403) return 'notFound';
  if (status === 410) return 'expired';
  return 'failed';
}
