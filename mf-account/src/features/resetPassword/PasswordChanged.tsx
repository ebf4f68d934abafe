import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { useLocalize } from '@inercise/shared';
import { DonePanel } from '@inercise/shared/forms';
import styles from '../forms/form.module.css';

/** The success screen after a password reset. */
export function PasswordChanged() {
  const { t } = useTranslation('account');
  const localize = useLocalize();
  return (
    <DonePanel
      title={t('resetPassword.success.title')}
      action={
        <Link to={localize('/')} className={styles.primary}>
          {t('resetPassword.success.home')}
        </Link>
      }
    >
      {t('resetPassword.success.text')}
    </DonePanel>
  );
}
