import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, saveBlob, selectAccessToken, useAppSelector } from '@inercise/shared';
import { FormMessage } from '../forms/FormMessage';
import { exportMyData } from '@inercise/shared/endpoints/personalData';
import styles from './DownloadMyData.module.css';

type Status = 'idle' | 'working' | 'done' | 'failed';

/** "Download my data": the customer's copy of everything the shop holds about them, as a JSON file. */
export function DownloadMyData() {
  const { t } = useTranslation('account');
  const token = useAppSelector(selectAccessToken);
  const [status, setStatus] = useState<Status>('idle');

  const download = async () => {
    if (!token || status === 'working') return;
    setStatus('working');
    try {
      // The API's JSON as it came: one line, keys in its order.
      const text = JSON.stringify(await callEndpoint(exportMyData, { token }));
      saveBlob(new Blob([text], { type: 'application/json' }), `inercise-my-data-${new Date().toISOString().slice(0, 10)}.json`);
      setStatus('done');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.block}>
      <p className={styles.intro}>{t('myData.intro')}</p>
      <button type="button" className={styles.button} disabled={status === 'working'} aria-busy={status === 'working' || undefined} onClick={() => void download()}>
        {status === 'working' ? t('myData.working') : t('myData.download')}
      </button>
      {status === 'failed' ? <FormMessage>{t('myData.failed')}</FormMessage> : null}
      <p role="status" className={styles.status}>
        {status === 'done' ? t('myData.done') : ''}
      </p>
    </div>
  );
}
