import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function OrderPage() {
  const { t } = useTranslation('cart');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="order-title">
      <h1 id="order-title">{t('routes.order.title')}</h1>
      <p>{t('routes.order.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
