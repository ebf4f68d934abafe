import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { useForm } from '@inercise/shared/form-field';
import { selectAccessToken, selectUser, useAppDispatch, useAppSelector } from '@inercise/shared';
import { FormMessage } from '../forms/FormMessage';
import styles from '../forms/form.module.css';
import pageStyles from '../page.module.css';
import { deleteAccount } from './deleteAccount';

const NO_FIELDS: readonly never[] = [];

/** Title, what deletion means, and the one button that does it; `children` follow on the same page. */
export function DeleteAccountForm({ onDeleted, children }: { onDeleted: () => void; children?: ReactNode }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const user = useAppSelector(selectUser);
  // Nothing to type: the form is the one confirming button, busy while the account goes.
  const { failure, busy, submit } = useForm(NO_FIELDS, () => '');

  const confirm = (event: FormEvent) =>
    busy || !token ? event.preventDefault() : submit(event, () => ({ success: true, data: token }), (given) => deleteAccount(dispatch, given, user, onDeleted));

  return (
    <section className={pageStyles.page}>
      <div className={styles.card}>
        <h1>{t('deleteAccount.title')}</h1>
        <p className={pageStyles.intro}>{t('deleteAccount.info')}</p>
        <form className={styles.form} noValidate onSubmit={(event) => void confirm(event)}>
          {failure ? <FormMessage>{t('deleteAccount.failed')}</FormMessage> : null}
          <button type="submit" className={styles.danger} disabled={busy} aria-busy={busy || undefined}>
            {t('deleteAccount.confirm')}
          </button>
        </form>
      </div>
      {children}
    </section>
  );
}
