import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { useSearchParams } from '@inercise/shared/router';
import { callEndpoint, selectAccessToken, useAppSelector, useLoad } from '@inercise/shared';
import { myDevices, registerDevice } from '@inercise/shared/endpoints/devices';
import { SERIAL_NUMBER_PATTERN, type MyDevice } from '@inercise/shared/devices';
import { TextField } from '@inercise/shared/form-field';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/form.module.css';
import pageStyles from '../page.module.css';
import { deviceErrorKey, type DeviceErrorKey } from './deviceErrorKey';
import { DeviceRow } from './DeviceRow';
import styles from './devices.module.css';

/**
 * "My devices": register a device by its serial number (prefilled when coming from the device's QR page with
 * `?serial=`), the registered ones with their type and manual, each of which can be unregistered.
 */
export function MyDevices() {
  const { t } = useTranslation('account');
  const id = useId();
  const [search] = useSearchParams();
  const token = useAppSelector(selectAccessToken);
  const loaded = useLoad(token ? (signal) => callEndpoint(myDevices, { token, signal }) : null, [token]);
  const [changed, setChanged] = useState<MyDevice[] | null>(null);
  const [serial, setSerial] = useState(() => search.get('serial')?.trim().slice(0, 40) ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<DeviceErrorKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const devices = changed ?? (loaded.status === 'ready' ? loaded.data : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || busy) return;
    setNotice(null);
    const typed = serial.trim();
    // The same rule as the API's: a bad serial never leaves the page.
    if (!SERIAL_NUMBER_PATTERN.test(typed)) return setError('devices.errors.invalid');
    setBusy(true);
    setError(null);
    try {
      setChanged(await callEndpoint(registerDevice, { token, body: { serialNumber: typed } }));
      setSerial('');
      setNotice(t('devices.registered', { serial: typed.toUpperCase() }));
    } catch (failure) {
      setError(deviceErrorKey(failure));
    } finally {
      setBusy(false);
    }
  };

  const onUnregistered = (remaining: MyDevice[], serialNumber: string) => {
    setChanged(remaining);
    setError(null);
    setNotice(t('devices.unregistered', { serial: serialNumber }));
  };

  const messageId = `${id}-message`;
  return (
    <section className={pageStyles.page}>
      <h1>{t('devices.title')}</h1>
      <p className={pageStyles.intro}>{t('devices.intro')}</p>
      <form className={`${formStyles.form} ${styles.register}`} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-register`}>
        <h2 id={`${id}-register`}>{t('devices.registerTitle')}</h2>
        {error ? <FormMessage id={messageId}>{t(error)}</FormMessage> : null}
        <TextField
          id={`${id}-serial`}
          label={t('devices.serial')}
          value={serial}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          onChange={(event) => setSerial(event.target.value)}
          hint={t('devices.serialHint')}
          errorMessageId={error ? messageId : undefined}
        />
        <button type="submit" className={formStyles.primary} disabled={busy} aria-busy={busy || undefined}>
          {t('devices.register')}
        </button>
      </form>
      {notice ? <FormMessage tone="info">{notice}</FormMessage> : null}
      <h2 className={styles.listTitle}>{t('devices.listTitle')}</h2>
      {loaded.status === 'loading' || loaded.status === 'idle' ? <p role="status">{t('devices.loading')}</p> : null}
      {loaded.status === 'failed' && !changed ? <FormMessage>{t('devices.failed')}</FormMessage> : null}
      {devices && devices.length === 0 ? <p className={styles.empty}>{t('devices.empty')}</p> : null}
      {devices && devices.length > 0 ? (
        <ul className={styles.list} aria-label={t('devices.listTitle')}>
          {devices.map((device) => (
            <DeviceRow key={device.serialNumber} device={device} token={token} onUnregistered={onUnregistered} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
