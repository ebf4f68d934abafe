import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { useErrorText } from '../common/errorText';
import { exportOrders } from './exportOrders';
import type { OrderFilters } from './orderFilters';
import { saveFile } from './saveFile';
import common from '../common/backoffice.module.css';
import styles from './orders.module.css';

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; error: unknown };

/** Downloads every order the current filters find (not only the page shown) as the API's CSV file. */
export function ExportButton({ token, filters }: { token: string; filters: OrderFilters }) {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const run = async () => {
    setOutcome({ kind: 'busy' });
    try {
      const { file, name } = await exportOrders(token, filters);
      saveFile(file, name);
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  };
  return (
    <div className={styles.export}>
      <button type="button" className={common.secondary} onClick={() => void run()} disabled={outcome.kind === 'busy'}>
        {outcome.kind === 'busy' ? t('orders.exporting') : t('orders.export')}
      </button>
      <p role="status" className={common.muted}>
        {outcome.kind === 'done' ? t('orders.exported') : ''}
      </p>
      {outcome.kind === 'failed' ? (
        <p role="alert" className={common.error}>
          {errorText(outcome.error)}
        </p>
      ) : null}
    </div>
  );
}
