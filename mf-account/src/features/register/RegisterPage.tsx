import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../page.module.css';

export function RegisterPage() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();

  return (
    <section className={styles.page} aria-labelledby="register-title">
      <h1 id="register-title">{t('routes.register.title')}</h1>
      <p>{t('routes.register.intro')}</p>
      {search.size > 0 ? <p data-testid="route-params">{search.toString()}</p> : null}

    </section>
  );
}
