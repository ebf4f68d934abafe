import { useEffect, useRef } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { useLocalize } from '@inercise/shared';
import styles from '../forms/form.module.css';
import pageStyles from '../page.module.css';

/** The success screen after registration: the activation link is on its way. */
export function RegisterSuccess() {
  const { t } = useTranslation('account');
  const localize = useLocalize();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: start reading again from the new heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t('register.success.title')}
      </h1>
      <p className={pageStyles.intro} role="status">
        {t('register.success.activationSent')}
      </p>
      <Link to={localize('/')} className={styles.primary}>
        {t('register.success.home')}
      </Link>
    </>
  );
}
