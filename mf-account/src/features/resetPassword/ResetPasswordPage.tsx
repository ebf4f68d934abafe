import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { useSearchParams } from '@inercise/shared/router';
import pageStyles from '../page.module.css';
import styles from '../forms/form.module.css';
import { ResetPasswordForm } from './ResetPasswordForm';
import { PasswordChanged } from './PasswordChanged';
import { useAccountPageMeta } from '../auth/useAccountPageMeta';

/** /reset-password?username=&token=: the new password, then the success screen. */
export function ResetPasswordPage() {
  useAccountPageMeta('resetPassword');
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const [changed, setChanged] = useState(false);
  return (
    <section className={pageStyles.page}>
      <div className={styles.card}>
        {changed ? (
          <PasswordChanged />
        ) : (
          <>
            <h1>{t('resetPassword.title')}</h1>
            <p className={pageStyles.intro}>{t('resetPassword.intro')}</p>
            <ResetPasswordForm username={search.get('username')} token={search.get('token')} onChanged={() => setChanged(true)} />
          </>
        )}
      </div>
    </section>
  );
}
