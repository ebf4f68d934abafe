import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function ShopPage() {
  const { t } = useTranslation('catalog');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="shop-title">
      <h1 id="shop-title">{t('routes.shop.title')}</h1>
      <p>{t('routes.shop.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
