import { useTranslation } from '@inercise/shared/react-i18n';
import styles from './Fallback.module.css';

interface Props {
  onRetry: () => void;
  /** Fragments in the header get a compact line; applications a block in the page. */
  compact?: boolean;
}

/** The short translated notice shown where a remote could not load or threw. */
export function Fallback({ onRetry, compact = false }: Props) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={compact ? styles.compact : styles.block} data-fallback="">
      <span>{t('fallback.title')}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('fallback.retry')}
      </button>
    </div>
  );
}
