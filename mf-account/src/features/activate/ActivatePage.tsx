import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function ActivatePage() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="activate-title">
      <h1 id="activate-title">{t('routes.activate.title')}</h1>
      <p>{t('routes.activate.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
