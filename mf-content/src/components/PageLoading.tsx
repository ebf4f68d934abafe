import { useTranslation } from '@inercise/shared/react-i18n';
import ui from './ui.module.css';
import styles from './PageLoading.module.css';

/** Stands in for a page while its code loads: a named, busy status with the loading text for screen readers. */
export function PageLoading() {
  const { t } = useTranslation('content');
  return (
    <div role="status" aria-busy="true" aria-label={t('status.loading')} className={`${ui.container} ${styles.pending}`}>
      <span className="visually-hidden">{t('status.loading')}</span>
    </div>
  );
}
