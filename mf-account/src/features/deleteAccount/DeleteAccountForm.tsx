import { useState, type ReactNode } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { selectAccessToken, selectUser, useAppDispatch, useAppSelector } from '@inercise/shared';
import { FormMessage } from '../forms/FormMessage';
import styles from '../forms/form.module.css';
import pageStyles from '../page.module.css';
import { deleteAccount } from './deleteAccount';

/** Title, what deletion means, and the one button that does it; `children` follow on the same page. */
export function DeleteAccountForm({ onDeleted, children }: { onDeleted: () => void; children?: ReactNode }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const user = useAppSelector(selectUser);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy || !token) return;
    setBusy(true);
    setFailed(false);
    try {
      await deleteAccount(dispatch, token, user, onDeleted);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <section className={pageStyles.page}>
      <div className={styles.card}>
        <h1>{t('deleteAccount.title')}</h1>
        <p className={pageStyles.intro}>{t('deleteAccount.info')}</p>
        <div className={styles.form}>
          {failed ? <FormMessage>{t('deleteAccount.failed')}</FormMessage> : null}
          <button type="button" className={styles.danger} disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
            {t('deleteAccount.confirm')}
          </button>
        </div>
      </div>
      {children}
    </section>
  );
}
