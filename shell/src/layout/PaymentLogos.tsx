import { useTranslation } from '@inercise/shared/react-i18n';
import type { Language } from '@inercise/shared';
import onlineTransferUrl from '../assets/payments/online-transfer.svg';
import cardUrl from '../assets/payments/card.svg';
import bankTransferUrl from '../assets/payments/bank-transfer.svg';
import mobilePaymentUrl from '../assets/payments/mobile-payment.svg';
import styles from './Footer.module.css';

/**
 * Accepted payment methods; the mobile payment logo only in Polish. No instalment banner: the shop offers no
 * instalments (docs/product-rules.md#header-footer-and-navigation).
 */
export function PaymentLogos({ language }: { language: Language }) {
  const { t } = useTranslation('shell');
  const polish = language === 'pl';
  return (
    <section aria-label={t('footer.payments')} className={styles.payments}>
      <ul className={styles.paymentList}>
        <li><img src={onlineTransferUrl} alt={t('footer.onlineTransfer')} width={96} height={40} loading="lazy" /></li>
        <li><img src={cardUrl} alt={t('footer.card')} width={96} height={40} loading="lazy" /></li>
        <li><img src={bankTransferUrl} alt={t('footer.bankTransfer')} width={96} height={40} loading="lazy" /></li>
        {polish ? (
          <li><img src={mobilePaymentUrl} alt={t('footer.mobilePayment')} width={96} height={40} loading="lazy" /></li>
        ) : null}
      </ul>
    </section>
  );
}
