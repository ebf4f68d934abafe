import { isApiError } from '@inercise/shared';

export type DiscountError = 'notFound' | 'expired' | 'failed';

/**
 * docs/product-rules.md#error-messages: 400 or 403 the code does not exist, 410 expired or used up, anything else the
 * generic error.
 */
export function discountError(error: unknown): DiscountError {
  const status = isApiError(error) ? error.status : 0;
  if (status === 400 || status === 403) return 'notFound';
  if (status === 410) return 'expired';
  return 'failed';
}
