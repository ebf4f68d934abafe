import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function DeliveryAndPaymentPage() {
  const { t } = useTranslation('cart');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="deliveryAndPayment-title">
      <h1 id="deliveryAndPayment-title">{t('routes.deliveryAndPayment.title')}</h1>
      <p>{t('routes.deliveryAndPayment.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
