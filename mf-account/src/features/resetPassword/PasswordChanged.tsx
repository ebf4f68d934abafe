import { useEffect, useRef } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { useLocalize } from '@inercise/shared';
import pageStyles from '../page.module.css';
import styles from '../forms/form.module.css';

/** The success screen after a password reset. */
export function PasswordChanged() {
  const { t } = useTranslation('account');
  const localize = useLocalize();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: start reading again from the new heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('resetPassword.success.title')}
      </h1>
      <p className={pageStyles.intro} role="status">
        {t('resetPassword.success.text')}
      </p>
      <Link to={localize('/')} className={styles.primary}>
        {t('resetPassword.success.home')}
      </Link>
    </>
  );
}
