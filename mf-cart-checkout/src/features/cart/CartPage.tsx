import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function CartPage() {
  const { t } = useTranslation('cart');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <h1 id="cart-title">{t('routes.cart.title')}</h1>
      <p>{t('routes.cart.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
