import { useTranslation } from '@inercise/shared/react-i18n';
import { usePayAgain } from '@inercise/shared/payAgain';
import styles from './orders.module.css';

/**
 * "Pay again" on an unpaid order of the history (docs/product-rules.md, "Paying again"): a new payment page for the
 * same order and total. A refusal (cancelled meanwhile, paid meanwhile) is said under the button.
 */
export function PayAgainButton({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation('account');
  const { payAgain, busy, failure, signedIn } = usePayAgain(orderNumber);
  if (!signedIn) return null;

  return (
    <div className={styles.payAgain}>
      <button type="button" className={styles.payAgainButton} onClick={() => void payAgain()} disabled={busy} aria-busy={busy} aria-label={t('orders.payAgainLabel', { number: orderNumber })}>
        {t('orders.payAgain')}
      </button>
      {failure ? <p role="alert">{t(`orders.payAgainFailed.${failure}`)}</p> : null}
    </div>
  );
}
