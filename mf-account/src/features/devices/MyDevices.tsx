import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { useSearchParams } from '@inercise/shared/router';
import { callEndpoint, selectAccessToken, useAppSelector, useLoad } from '@inercise/shared';
import { myDevices, registerDevice } from '@inercise/shared/endpoints/devices';
import { LABEL_CODE_PATTERN, SERIAL_NUMBER_PATTERN, type MyDevice } from '@inercise/shared/devices';
import { TextField, useForm, type Checked } from '@inercise/shared/form-field';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/form.module.css';
import pageStyles from '../page.module.css';
import { deviceErrorKey } from './deviceErrorKey';
import { DeviceRow } from './DeviceRow';
import styles from './devices.module.css';

const FIELDS = ['serialNumber', 'labelCode'] as const;

/**
 * "My devices": register a device by its serial number and the code printed beside it on the label (both prefilled
 * when coming from the device's QR code with `?serial=` and `?code=`): the code shows the device is in the
 * customer's hands, since serial numbers run in sequence. Then the registered ones with their type and manual, each
 * of which can be unregistered.
 */
export function MyDevices() {
  const { t } = useTranslation('account');
  const id = useId();
  const [search] = useSearchParams();
  const token = useAppSelector(selectAccessToken);
  const loaded = useLoad(token ? (signal) => callEndpoint(myDevices, { token, signal }) : null, [token]);
  const [changed, setChanged] = useState<MyDevice[] | null>(null);
  const [serial, setSerial] = useState(() => search.get('serial')?.trim().slice(0, 40) ?? '');
  const [code, setCode] = useState(() => search.get('code')?.trim().slice(0, 40) ?? '');
  const [notice, setNotice] = useState<string | null>(null);
  // A refusal of the API names the field: its text is the device team's, like a bad pattern's.
  const { form, errors, failure, busy, submit, reset } = useForm(FIELDS, (_code, field, refusal) =>
    t(refusal ? deviceErrorKey(refusal) : field === 'labelCode' ? 'devices.errors.invalidCode' : 'devices.errors.invalid'),
  );
  const devices = changed ?? (loaded.status === 'ready' ? loaded.data : null);
  const error = errors.serialNumber ?? (failure ? t(deviceErrorKey(failure)) : null);

  // The same rules as the API's: a bad serial or code never leaves the page.
  const check = (): Checked<{ serialNumber: string; labelCode: string }> => {
    const typed = { serialNumber: serial.trim(), labelCode: code.trim() };
    const issues = [
      ...(SERIAL_NUMBER_PATTERN.test(typed.serialNumber) ? [] : [{ path: ['serialNumber'], message: 'invalid' }]),
      ...(LABEL_CODE_PATTERN.test(typed.labelCode) ? [] : [{ path: ['labelCode'], message: 'invalid' }]),
    ];
    return issues.length === 0 ? { success: true, data: typed } : { success: false, error: { issues } };
  };
  const register = (event: FormEvent) => {
    if (!token || busy) return event.preventDefault();
    setNotice(null);
    return submit(event, check, async (typed) => {
      setChanged(await callEndpoint(registerDevice, { token, body: typed }));
      setSerial('');
      setCode('');
      setNotice(t('devices.registered', { serial: typed.serialNumber.toUpperCase() }));
    });
  };

  const onUnregistered = (remaining: MyDevice[], serialNumber: string) => {
    setChanged(remaining);
    reset();
    setNotice(t('devices.unregistered', { serial: serialNumber }));
  };

  const messageId = `${id}-message`;
  return (
    <section className={pageStyles.page}>
      <h1>{t('devices.title')}</h1>
      <p className={pageStyles.intro}>{t('devices.intro')}</p>
      <form ref={form} className={`${formStyles.form} ${styles.register}`} noValidate onSubmit={(event) => void register(event)} aria-labelledby={`${id}-register`}>
        <h2 id={`${id}-register`}>{t('devices.registerTitle')}</h2>
        {error ? <FormMessage id={messageId}>{error}</FormMessage> : null}
        <TextField
          id={`${id}-serial`}
          label={t('devices.serial')}
          name="serialNumber"
          value={serial}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          onChange={(event) => setSerial(event.target.value)}
          hint={t('devices.serialHint')}
          errorMessageId={error ? messageId : undefined}
        />
        <TextField
          id={`${id}-code`}
          label={t('devices.labelCode')}
          name="labelCode"
          value={code}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          onChange={(event) => setCode(event.target.value)}
          hint={t('devices.labelCodeHint')}
          error={errors.labelCode}
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
