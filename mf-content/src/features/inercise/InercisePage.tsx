import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function InercisePage() {
  const { t } = useTranslation('content');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="inercise-title">
      <h1 id="inercise-title">{t('routes.inercise.title')}</h1>
      <p>{t('routes.inercise.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
