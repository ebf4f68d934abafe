import '../i18n/registerTranslations';
import { useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import {
  assetUrl,
  callEndpoint,
  SpaLink,
  selectAccessToken,
  selectEmail,
  selectIsLoggedIn,
  selectUser,
  useAppDispatch,
  useAppSelector,
  type FragmentComponent,
} from '@inercise/shared';
import { requestPasswordReset } from '@inercise/shared/endpoints/users';
import { endSession } from '../features/sessions/endSession';
import styles from './UserPanel.module.css';

/** The user hover panel: greeting (with the profile picture), profile, orders, change password, account deletion and logout; or login and join us. */
function UserPanel() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const email = useAppSelector(selectEmail);
  const token = useAppSelector(selectAccessToken);
  const thumbnail = useAppSelector(selectUser)?.thumbnail ?? null;
  const [resetState, setResetState] = useState<'idle' | 'sent' | 'failed'>('idle');

  if (!loggedIn) {
    return (
      <div className={styles.panel}>
        <SpaLink to="/login" className={styles.primary}>
          {t('panel.login')}
        </SpaLink>
        <SpaLink to="/register-user" className={styles.secondary}>
          {t('panel.join')}
        </SpaLink>
      </div>
    );
  }

  const changePassword = async () => {
    try {
      if (!email) throw new Error('no e-mail in the session');
      await callEndpoint(requestPasswordReset, { body: { username: email } });
      setResetState('sent');
    } catch {
      setResetState('failed');
    }
  };

  return (
    <div className={styles.panel}>
      <div className={styles.who}>
        {thumbnail ? <img className={styles.avatar} src={assetUrl('thumbnail', thumbnail)} alt={t('panel.picture')} width={40} height={40} /> : null}
        <p className={styles.greeting}>{t('panel.greeting', { email })}</p>
      </div>
      <SpaLink to="/profile" className={styles.link}>
        {t('panel.profile')}
      </SpaLink>
      <SpaLink to="/user-order" className={styles.link}>
        {t('panel.myOrders')}
      </SpaLink>
      <SpaLink to="/profile/favourite-articles" className={styles.link}>
        {t('panel.favourites')}
      </SpaLink>
      <SpaLink to="/profile/devices" className={styles.link}>
        {t('panel.myDevices')}
      </SpaLink>
      <SpaLink to="/profile/courses" className={styles.link}>
        {t('panel.myCourses')}
      </SpaLink>
      <button type="button" className={styles.link} onClick={() => void changePassword()}>
        {t('panel.changePassword')}
      </button>
      {resetState !== 'idle' ? (
        <p role="status" className={styles.note}>
          {t(resetState === 'sent' ? 'panel.resetSent' : 'common:errors.generic')}
        </p>
      ) : null}
      {/* Deleting the account on request, as the terms promise: its page asks once more before it acts. */}
      <SpaLink to="/profile/edit" className={styles.link}>
        {t('panel.deleteAccount')}
      </SpaLink>
      <SpaLink to="/profile/edit" className={styles.link}>
        {t('panel.sessions')}
      </SpaLink>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => void endSession(dispatch, token)}
      >
        {t('panel.logout')}
      </button>
    </div>
  );
}

// Typed against the Fragments map of @inercise/shared, which the hosts are checked against too.
export default UserPanel satisfies FragmentComponent<'mf-account/UserPanel'>;
