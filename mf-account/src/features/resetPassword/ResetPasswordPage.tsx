import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="resetPassword-title">
      <h1 id="resetPassword-title">{t('routes.resetPassword.title')}</h1>
      <p>{t('routes.resetPassword.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
