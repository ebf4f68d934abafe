import { useEffect } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { selectAccessToken, selectUser, useAppDispatch, useAppSelector, useLoad, userLoaded } from '@inercise/shared';
import { RequireLogin } from '../auth/RequireLogin';
import { loadCurrentUser } from '../auth/loadCurrentUser';
import { useAccountPageMeta } from '../auth/useAccountPageMeta';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/form.module.css';
import pageStyles from '../page.module.css';
import { fetchProfileChoices } from './profileApi';
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
  const fresh = useLoad(token ? () => loadCurrentUser(token) : null, [token]);
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
