import { useTranslation } from '@inercise/shared/react-i18n';
import { Link, useSearchParams } from '@inercise/shared/router';
import { useLocalize } from '@inercise/shared';
import pageStyles from '../page.module.css';
import styles from '../forms/form.module.css';
import { FormMessage } from '../forms/FormMessage';
import type { LoginLocationState } from '../login/LoginPage';
import { useActivation } from './useActivation';
import { useAccountPageMeta } from '../auth/useAccountPageMeta';

/** /activate-account?token=: the result of the activation, and the ways on (home, login). */
export function ActivatePage() {
  useAccountPageMeta('activate');
  const { t } = useTranslation('account');
  const localize = useLocalize();
  const [search] = useSearchParams();
  const state = useActivation(search.get('token'));
  const loginState: LoginLocationState = { fromActivation: true };

  return (
    <section className={pageStyles.page}>
      <div className={styles.card}>
        <h1>{t('activate.title')}</h1>
        <div className={styles.form}>
          {state === 'pending' ? (
            <p role="status" className={pageStyles.intro}>
              {t('activate.activating')}
            </p>
          ) : null}
          {state === 'activated' ? <FormMessage tone="info">{t('activate.success')}</FormMessage> : null}
          {state === 'failed' ? <FormMessage>{t('activate.failed')}</FormMessage> : null}
          <div className={styles.actions}>
            <Link to={localize('/login')} state={loginState} className={styles.primary}>
              {t('activate.login')}
            </Link>
            <Link to={localize('/')} className={styles.secondary}>
              {t('activate.home')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
