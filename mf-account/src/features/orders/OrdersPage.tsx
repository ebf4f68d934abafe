import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function OrdersPage() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <h1 id="orders-title">{t('routes.orders.title')}</h1>
      <p>{t('routes.orders.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
