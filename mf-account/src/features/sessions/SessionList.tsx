import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, selectAccessToken, useAppDispatch, useAppSelector, useLanguage, useLoad, type SessionView } from '@inercise/shared';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/form.module.css';
import { endMySession, mySessions } from '@inercise/shared/endpoints/sessions';
import { endSession } from './endSession';
import styles from './sessions.module.css';

/**
 * "Where you are logged in": the customer's open sessions (device, when last used, this device marked), each of
 * which can be ended here. Ending this device's own session is a logout.
 */
export function SessionList() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const token = useAppSelector(selectAccessToken);
  const sessions = useLoad(token ? (signal) => callEndpoint(mySessions, { token, signal }) : null, [token]);
  const [ending, setEnding] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const format = new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  const deviceName = (session: SessionView) => (session.device === '?' ? t('sessions.unknownDevice') : session.device);

  const end = async (session: SessionView) => {
    if (!token || ending) return;
    setEnding(session.id);
    setFailed(false);
    try {
      if (session.current) {
        await endSession(dispatch, token);
        return;
      }
      await callEndpoint(endMySession, { token, params: { id: session.id } });
      sessions.retry();
    } catch {
      setFailed(true);
    } finally {
      setEnding(null);
    }
  };

  return (
    <section className={`${formStyles.card} ${styles.sessions}`} aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      <p className={styles.intro}>{t('sessions.intro')}</p>
      {sessions.status === 'loading' || sessions.status === 'idle' ? <p role="status">{t('sessions.loading')}</p> : null}
      {sessions.status === 'failed' ? <FormMessage>{t('sessions.failed')}</FormMessage> : null}
      {failed ? <FormMessage>{t('sessions.endFailed')}</FormMessage> : null}
      {sessions.status === 'ready' ? (
        <ul className={styles.list} aria-label={t('sessions.title')}>
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.session}>
              <div className={styles.details}>
                <strong>{deviceName(session)}</strong>
                {session.current ? <span className={styles.current}>{t('sessions.thisDevice')}</span> : null}
                <span>{t('sessions.lastSeen', { date: format.format(new Date(session.lastSeenAt)) })}</span>
                {session.ipPrefix ? <span>{t('sessions.network', { network: session.ipPrefix })}</span> : null}
              </div>
              <button
                type="button"
                className={formStyles.secondary}
                disabled={ending !== null}
                aria-busy={ending === session.id || undefined}
                aria-label={session.current ? t('sessions.logOutHereLabel', { device: deviceName(session) }) : t('sessions.endLabel', { device: deviceName(session), date: format.format(new Date(session.lastSeenAt)) })}
                onClick={() => void end(session)}
              >
                {session.current ? t('sessions.logOutHere') : t('sessions.end')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
