import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useLocation, useNavigate } from '@inercise/shared/router';
import { hasInShopPreviousPage, useLocalize } from '@inercise/shared';
import pageStyles from '../page.module.css';
import styles from '../forms/form.module.css';
import { LoginForm } from './LoginForm';
import { ResetRequestForm } from './ResetRequestForm';
import { useAccountPageMeta } from '../auth/useAccountPageMeta';

/** Set by the activation page's login button: after that login the shopper goes home, not back to activation. */
export interface LoginLocationState {
  fromActivation?: boolean;
}

/** /login: the login form, or the reset-request view in its place. */
export function LoginPage() {
  useAccountPageMeta('login');
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalize();
  const [view, setView] = useState<'login' | 'reset'>('login');
  const fromActivation = (location.state as LoginLocationState | null)?.fromActivation === true;

  const afterLogin = () => {
    if (!fromActivation && hasInShopPreviousPage()) navigate(-1);
    else navigate(localize('/'), { replace: true });
  };

  return (
    <section className={pageStyles.page}>
      <div className={styles.card}>
        {view === 'login' ? (
          <>
            <h1>{t('login.title')}</h1>
            <p className={pageStyles.intro}>{t('login.intro')}</p>
            <LoginForm onLoggedIn={afterLogin} onForgotPassword={() => setView('reset')} />
            <div className={styles.aside}>
              <span>{t('login.noAccount')}</span>
              <Link to={localize('/register-user')} className={styles.secondary}>
                {t('login.join')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1>{t('resetRequest.title')}</h1>
            <p className={pageStyles.intro}>{t('resetRequest.intro')}</p>
            <ResetRequestForm onDone={() => navigate(localize('/'))} onBack={() => setView('login')} />
          </>
        )}
      </div>
    </section>
  );
}
