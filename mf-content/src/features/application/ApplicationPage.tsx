import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function ApplicationPage() {
  const { t } = useTranslation('content');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="application-title">
      <h1 id="application-title">{t('routes.application.title')}</h1>
      <p>{t('routes.application.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
