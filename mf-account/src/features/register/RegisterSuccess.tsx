import { useTranslation } from '@inercise/shared/react-i18n';
import { Link } from '@inercise/shared/router';
import { useLocalize } from '@inercise/shared';
import { DonePanel } from '@inercise/shared/forms';
import styles from '../forms/form.module.css';

/** The success screen after registration: the activation link is on its way. */
export function RegisterSuccess() {
  const { t } = useTranslation('account');
  const localize = useLocalize();
  return (
    <DonePanel
      title={t('register.success.title')}
      action={
        <Link to={localize('/')} className={styles.primary}>
          {t('register.success.home')}
        </Link>
      }
    >
      {t('register.success.activationSent')}
    </DonePanel>
  );
}
