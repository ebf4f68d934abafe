import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, endpointUrl, useLanguage } from '@inercise/shared';
import { deviceTypeManual, unregisterDevice } from '@inercise/shared/endpoints/devices';
import type { MyDevice } from '@inercise/shared/devices';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/form.module.css';
import { deviceErrorKey, type DeviceErrorKey } from './deviceErrorKey';
import styles from './devices.module.css';

interface Props {
  device: MyDevice;
  token: string | null;
  onUnregistered: (remaining: MyDevice[], serialNumber: string) => void;
}

/** One registered device: serial, type, registration date, its manual, and unregistering after a confirmation. */
export function DeviceRow({ device, token, onUnregistered }: Props) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<DeviceErrorKey | null>(null);
  const date = new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'medium' }).format(new Date(device.registeredAt));
  const serial = device.serialNumber;

  const unregister = async () => {
    if (!token || busy) return;
    setBusy(true);
    setError(null);
    try {
      onUnregistered(await callEndpoint(unregisterDevice, { token, body: { serialNumber: serial } }), serial);
    } catch (failure) {
      setError(deviceErrorKey(failure));
      setBusy(false);
    }
  };

  return (
    <li className={styles.device}>
      <div className={styles.details}>
        <strong>{device.deviceType.name}</strong>
        <span>{t('devices.serialOf', { serial })}</span>
        <span>{t('devices.registeredOn', { date })}</span>
      </div>
      <div className={styles.actions}>
        <a className={formStyles.secondary} href={endpointUrl(deviceTypeManual, { deviceTypeId: device.deviceType.id })} aria-label={t('devices.manualLabel', { serial })}>
          {t('devices.manual')}
        </a>
        {confirming ? null : (
          <button type="button" className={formStyles.textButton} aria-label={t('devices.unregisterLabel', { serial })} onClick={() => setConfirming(true)}>
            {t('devices.unregister')}
          </button>
        )}
      </div>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={t('devices.confirmLabel', { serial })}>
          <p>{t('devices.confirm', { serial })}</p>
          <button type="button" className={formStyles.primary} disabled={busy} aria-busy={busy || undefined} onClick={() => void unregister()}>
            {t('devices.confirmYes')}
          </button>
          <button type="button" className={formStyles.secondary} disabled={busy} onClick={() => setConfirming(false)}>
            {t('devices.confirmNo')}
          </button>
        </div>
      ) : null}
      {error ? <FormMessage>{t(error)}</FormMessage> : null}
    </li>
  );
}
