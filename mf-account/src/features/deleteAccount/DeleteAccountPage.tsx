import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function DeleteAccountPage() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="deleteAccount-title">
      <h1 id="deleteAccount-title">{t('routes.deleteAccount.title')}</h1>
      <p>{t('routes.deleteAccount.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
