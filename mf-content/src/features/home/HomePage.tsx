import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function HomePage() {
  const { t } = useTranslation('content');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="home-title">
      <h1 id="home-title">{t('routes.home.title')}</h1>
      <p>{t('routes.home.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
