// @inercise/shared/payAgain: "Pay again" for an unpaid order, used by the account's order history and the checkout's
// order page. An entry of its own, not the index: the index is in every page's first view. It reaches the store and
// the API client through the singleton (@inercise/shared), so the remote that bundles it shares the page's store.
import { useRef, useState } from 'react';
import { callEndpoint, isApiError, selectAccessToken, useAppSelector } from '@inercise/shared';
import { payOrderAgain } from '@inercise/contracts/routes/orders';

/** How the page leaves for the payment page: a seam for tests (jsdom cannot follow a full redirect). */
export const payAgainPage = { open: (href: string) => window.location.assign(href) };

/** The API's refusals of "Pay again" the pages word themselves; anything else is "try again in a moment". */
const KNOWN = ['orderCancelled', 'orderAlreadyPaid', 'orderAwaitsOffer'] as const;
export type PayAgainFailure = (typeof KNOWN)[number] | 'other';

/**
 * "Pay again" for an own unpaid order (docs/product-rules.md, "Paying again"): a new payment page for the same order
 * and total, reached by a full redirect. A second press while one is under way does nothing; the hook stays busy
 * while the browser leaves; a refusal is kept for the page to say. Without a session or an order number it does
 * nothing.
 */
export function usePayAgain(orderNumber: string | null) {
  const token = useAppSelector(selectAccessToken);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PayAgainFailure | null>(null);
  const inFlight = useRef(false);

  const payAgain = async (): Promise<void> => {
    if (inFlight.current || !token || !orderNumber) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const answer = (await callEndpoint(payOrderAgain, { params: { orderNumber }, token })).trim();
      if (!answer) throw new Error('noPaymentAddress');
      payAgainPage.open(answer);
    } catch (error) {
      const code = isApiError(error) ? error.message : '';
      setFailure((KNOWN as readonly string[]).includes(code) ? (code as PayAgainFailure) : 'other');
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { payAgain, busy, failure, signedIn: token !== null };
}
