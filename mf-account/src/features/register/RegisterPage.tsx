import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { useLocalize } from '@inercise/shared';
import pageStyles from '../page.module.css';
import styles from '../forms/form.module.css';
import { RegisterForm } from './RegisterForm';
import { RegisterSuccess } from './RegisterSuccess';
import { useAccountPageMeta } from '../auth/useAccountPageMeta';

/** /register-user: the form, then the success screen in its place. */
export function RegisterPage() {
  useAccountPageMeta('register');
  const { t } = useTranslation('account');
  const localize = useLocalize();
  const [registered, setRegistered] = useState(false);
  return (
    <section className={pageStyles.page}>
      <div className={styles.card}>
        {registered ? (
          <RegisterSuccess />
        ) : (
          <>
            <h1>{t('register.title')}</h1>
            <p className={pageStyles.intro}>{t('register.intro')}</p>
            <RegisterForm onRegistered={() => setRegistered(true)} />
            <div className={styles.aside}>
              <span>{t('register.haveAccount')}</span>
              <Link to={localize('/login')} className={styles.secondary}>
                {t('register.login')}
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
