import { useRef, useState } from 'react';
import { callEndpoint, isApiError, selectAccessToken, useAppSelector } from '@inercise/shared';
import { payOrderAgain } from '@inercise/shared/endpoints/orders';
import { leavePage } from '../deliveryAndPayment/useGoToPayment';

/** The API's refusals of "Pay again" the page words itself; anything else is "try again in a moment". */
const KNOWN = ['orderCancelled', 'orderAlreadyPaid', 'orderAwaitsOffer'] as const;
export type PayAgainFailure = (typeof KNOWN)[number] | 'other';

/**
 * "Pay again" for an unpaid order (docs/product-rules.md, "Paying again"): a new payment page for the same order
 * and total, reached by a full redirect. A second press while one is under way does nothing; a refusal is kept for
 * the page to say.
 */
export function usePayAgain(orderNumber: string | null) {
  const token = useAppSelector(selectAccessToken);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PayAgainFailure | null>(null);
  const inFlight = useRef(false);

  const payAgain = async () => {
    if (inFlight.current || !token || !orderNumber) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const answer = (await callEndpoint(payOrderAgain, { params: { orderNumber }, token })).trim();
      if (!answer) throw new Error('noPaymentAddress');
      // The page stays busy while the browser leaves for the payment page.
      leavePage.redirect(answer);
    } catch (error) {
      const code = isApiError(error) ? error.message : '';
      setFailure((KNOWN as readonly string[]).includes(code) ? (code as PayAgainFailure) : 'other');
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { payAgain, busy, failure };
}
