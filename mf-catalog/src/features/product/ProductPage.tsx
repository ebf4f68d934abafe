import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function ProductPage() {
  const { t } = useTranslation('catalog');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="product-title">
      <h1 id="product-title">{t('routes.product.title')}</h1>
      <p>{t('routes.product.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
