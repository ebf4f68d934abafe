import { useTranslation } from '@inercise/shared/react-i18n';
import { useErrorText } from './errorText';
import styles from './backoffice.module.css';

/** A list or an order that could not be loaded: what failed, why, and a retry. */
export function LoadFailure({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  return (
    <div role="alert" className={styles.error}>
      <p>
        {what} {errorText(error)}
      </p>
      <button type="button" className={styles.secondary} onClick={retry}>
        {t('fallback.retry')}
      </button>
    </div>
  );
}
