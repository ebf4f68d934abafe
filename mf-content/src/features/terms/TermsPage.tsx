import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function TermsPage() {
  const { t } = useTranslation('content');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="terms-title">
      <h1 id="terms-title">{t('routes.terms.title')}</h1>
      <p>{t('routes.terms.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
