import { useRef, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, isApiError, selectAccessToken, useAppSelector } from '@inercise/shared';
import { payOrderAgain } from '@inercise/shared/endpoints/orders';
import styles from './orders.module.css';

/** How the list leaves for the payment page: a seam for tests (jsdom cannot follow a full redirect). */
export const paymentPage = { open: (href: string) => window.location.assign(href) };

const KNOWN = ['orderCancelled', 'orderAlreadyPaid', 'orderAwaitsOffer'];

/**
 * "Pay again" on an unpaid order of the history (docs/product-rules.md, "Paying again"): a new payment page for the
 * same order and total. A refusal (cancelled meanwhile, paid meanwhile) is said under the button.
 */
export function PayAgainButton({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation('account');
  const token = useAppSelector(selectAccessToken);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  if (!token) return null;

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const answer = (await callEndpoint(payOrderAgain, { params: { orderNumber }, token })).trim();
      if (!answer) throw new Error('noPaymentAddress');
      paymentPage.open(answer);
    } catch (error) {
      const code = isApiError(error) ? error.message : '';
      setFailure(KNOWN.includes(code) ? code : 'other');
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <div className={styles.payAgain}>
      <button type="button" className={styles.payAgainButton} onClick={() => void pay()} disabled={busy} aria-busy={busy} aria-label={t('orders.payAgainLabel', { number: orderNumber })}>
        {t('orders.payAgain')}
      </button>
      {failure ? <p role="alert">{t(`orders.payAgainFailed.${failure}`)}</p> : null}
    </div>
  );
}
