import { useState } from 'react';
import { Download, FileText } from 'lucide';
import { Icon, saveBlob, usePageMeta } from '@inercise/shared';
import { useTranslation } from '@inercise/shared/react-i18n';
import { useParams, useSearchParams } from '@inercise/shared/router';
import { fetchManual } from './fetchManual';
import { RegisterDevice } from './RegisterDevice';
import ui from '../../components/ui.module.css';
import styles from './QrPage.module.css';

type Status = 'idle' | 'working' | 'own' | 'general' | 'failed';

/** Where the QR code on a device leads: its serial number and its manual as a PDF. */
export function QrPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.qr.title'), t('meta.qr.description'));
  const serialNumber = useParams().serialNumber?.trim() || null;
  // The code printed on the device's label, which its QR code carries beside the serial number.
  const labelCode = useSearchParams()[0].get('code')?.trim().slice(0, 40) || null;
  const [status, setStatus] = useState<Status>('idle');

  const download = async () => {
    setStatus('working');
    try {
      const manual = await fetchManual(serialNumber);
      saveBlob(manual.blob, manual.fileName);
      setStatus(manual.ownManual || !serialNumber ? 'own' : 'general');
    } catch {
      setStatus('failed');
    }
  };

  const messages: Record<Status, string> = {
    idle: '',
    working: t('qr.downloading'),
    own: t('qr.downloaded'),
    general: t('qr.general'),
    failed: t('qr.failed'),
  };

  return (
    <div className={`${ui.container} ${styles.page}`}>
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <Icon icon={FileText} size={28} />
        </span>
        <p className={ui.eyebrow}>{t('qr.eyebrow')}</p>
        <h1 className={ui.title}>{t('qr.title')}</h1>
        <p className={ui.lead}>{t('qr.lead')}</p>
        <dl className={styles.serial}>
          <dt>{t('qr.serial')}</dt>
          <dd data-testid="serial-number">{serialNumber ?? '—'}</dd>
        </dl>
        {serialNumber ? null : <p className={styles.hint}>{t('qr.noSerial')}</p>}
        <button type="button" className={ui.primary} onClick={() => void download()} disabled={status === 'working'}>
          <Icon icon={Download} size={18} /> {t('qr.download')}
        </button>
        <p role="status" className={status === 'failed' ? styles.failed : status === 'working' ? styles.working : styles.status}>
          {messages[status]}
        </p>
        {serialNumber ? <RegisterDevice serialNumber={serialNumber} labelCode={labelCode} /> : null}
      </div>
    </div>
  );
}
