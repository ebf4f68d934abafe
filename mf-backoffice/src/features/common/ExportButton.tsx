import { useState } from 'react';
import { saveBlob } from '@inercise/shared';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ErrorMessage } from './ErrorMessage';
import styles from './backoffice.module.css';

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; error: unknown };

/** Downloads one of the API's CSV exports (the whole list, not only the page shown) and says how it went. */
export function ExportButton({ download }: { download: () => Promise<{ file: Blob; name: string }> }) {
  const { t } = useTranslation('backoffice');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const run = async () => {
    setOutcome({ kind: 'busy' });
    try {
      const { file, name } = await download();
      saveBlob(file, name);
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  };
  return (
    <div className={styles.export}>
      <button type="button" className={styles.secondary} onClick={() => void run()} disabled={outcome.kind === 'busy'}>
        {outcome.kind === 'busy' ? t('export.busy') : t('export.button')}
      </button>
      <p role="status" className={styles.muted}>
        {outcome.kind === 'done' ? t('export.done') : ''}
      </p>
      <ErrorMessage error={outcome.kind === 'failed' ? outcome.error : null} />
    </div>
  );
}
