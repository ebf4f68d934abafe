import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { SpaLink, callEndpoint, isApiError, selectAccessToken, selectIsLoggedIn, selectSessionRestoring, useAppSelector, useInBrowser } from '@inercise/shared';
import { registerDevice } from '@inercise/shared/endpoints/devices';
import ui from '../../components/ui.module.css';
import styles from './QrPage.module.css';

type Status = 'idle' | 'working' | 'registered' | 'notFound' | 'elsewhere' | 'failed';

const statusOf = (error: unknown): Status => {
  if (!isApiError(error)) return 'failed';
  if (error.message === 'deviceNotFound' || error.message === 'invalidSerialNumber' || error.message === 'invalidLabelCode') return 'notFound';
  return error.message === 'deviceRegisteredElsewhere' ? 'elsewhere' : 'failed';
};

/**
 * "Register this device" on the device's QR page for a logged-in customer; a visitor is offered the login (which
 * comes back here). The QR code carries the code printed on the device's label (`?code=`), which the registration
 * needs; an address without it leads to My devices, where the customer types the code from the label. Drawn only in
 * the browser: the server does not know who is looking.
 */
export function RegisterDevice({ serialNumber, labelCode }: { serialNumber: string; labelCode: string | null }) {
  const { t } = useTranslation('content');
  const inBrowser = useInBrowser();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restoring = useAppSelector(selectSessionRestoring);
  const token = useAppSelector(selectAccessToken);
  const [status, setStatus] = useState<Status>('idle');
  if (!inBrowser || restoring) return null;

  if (!loggedIn || !token) {
    return (
      <p className={styles.register}>
        {t('qr.guest')}{' '}
        <SpaLink to="/login">{t('qr.login')}</SpaLink>
      </p>
    );
  }

  if (!labelCode) {
    return (
      <p className={styles.register}>
        <SpaLink to={`/profile/devices?serial=${encodeURIComponent(serialNumber)}`}>{t('qr.registerWithCode')}</SpaLink>
      </p>
    );
  }

  const register = async () => {
    setStatus('working');
    try {
      await callEndpoint(registerDevice, { token, body: { serialNumber, labelCode } });
      setStatus('registered');
    } catch (error) {
      setStatus(statusOf(error));
    }
  };

  return (
    <div className={styles.register}>
      {status === 'registered' ? null : (
        <button type="button" className={ui.secondary} onClick={() => void register()} disabled={status === 'working'} aria-busy={status === 'working' || undefined}>
          {t('qr.register')}
        </button>
      )}
      <p role="status" className={status === 'registered' ? styles.status : status === 'idle' || status === 'working' ? styles.working : styles.failed}>
        {status === 'registered' || status === 'notFound' || status === 'elsewhere' || status === 'failed' ? t(`qr.registerResult.${status}`) : ''}
        {status === 'registered' ? (
          <>
            {' '}
            <SpaLink to="/profile/devices">{t('qr.myDevices')}</SpaLink>
          </>
        ) : null}
      </p>
    </div>
  );
}
