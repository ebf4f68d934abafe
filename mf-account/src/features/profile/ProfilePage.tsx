import { useEffect } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, selectAccessToken, selectUser, useAppDispatch, useAppSelector, useLoad, userLoaded } from '@inercise/shared';
import { RequireLogin } from '../auth/RequireLogin';
import { useAccountPageMeta } from '../auth/useAccountPageMeta';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/form.module.css';
import pageStyles from '../page.module.css';
import { currentUser } from '@inercise/shared/endpoints/users';
import { fetchProfileChoices } from './fetchProfileChoices';
import { ProfileForm } from './ProfileForm';
import { ProfilePicture } from './ProfilePicture';
import styles from './profile.module.css';

/** /profile: the customer's picture and profile, for customers only. */
export function ProfilePage() {
  useAccountPageMeta('profile');
  return (
    <RequireLogin>
      <Profile />
    </RequireLogin>
  );
}

function Profile() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const user = useAppSelector(selectUser);
  const choices = useLoad((signal) => fetchProfileChoices(signal), []);
  // The profile as stored now (the companion app may have changed it since the session's start).
  const fresh = useLoad(token ? (signal) => callEndpoint(currentUser, { token, signal }) : null, [token]);
  useEffect(() => {
    if (fresh.status === 'ready') dispatch(userLoaded(fresh.data));
  }, [fresh.status, fresh.data, dispatch]);

  const ready = fresh.status === 'ready' && choices.status === 'ready' && user;
  return (
    <section className={pageStyles.page}>
      <h1>{t('profile.title')}</h1>
      <p className={pageStyles.intro}>{t('profile.intro')}</p>
      {fresh.status === 'failed' || choices.status === 'failed' ? <FormMessage>{t('profile.loadFailed')}</FormMessage> : null}
      {!ready && fresh.status !== 'failed' && choices.status !== 'failed' ? <p role="status">{t('common:fallback.loading')}</p> : null}
      {ready ? (
        <div className={styles.layout}>
          <div className={formStyles.card}>
            <ProfilePicture user={user} />
          </div>
          <div className={formStyles.card}>
            <ProfileForm user={fresh.data} activityLevels={choices.data.activityLevels} goals={choices.data.goals} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
