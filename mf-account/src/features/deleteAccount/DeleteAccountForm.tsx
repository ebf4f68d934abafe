import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField, useForm } from '@inercise/shared/form-field';
import { ConfirmPasswordPayloadSchema, selectAccessToken, selectUser, useAppDispatch, useAppSelector } from '@inercise/shared';
import { passwordRefusal } from '../confirmPassword/passwordRefusal';
import { FormMessage } from '../forms/FormMessage';
import styles from '../forms/form.module.css';
import pageStyles from '../page.module.css';
import { deleteAccount } from './deleteAccount';

const FIELDS = ['password'] as const;

/**
 * Title, what deletion means, the password typed again and the one button that does it; `children` follow on the
 * same page. The password makes sure the account's owner asks, not whoever finds the browser open.
 */
export function DeleteAccountForm({ onDeleted, children }: { onDeleted: () => void; children?: ReactNode }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const user = useAppSelector(selectUser);
  const id = useId();
  const [password, setPassword] = useState('');
  const { form, errors, failure, busy, submit } = useForm(FIELDS, (code) =>
    // The API names the field when the password is wrong; anything else about it is an empty or overlong field.
    code === 'wrongPassword' ? t('confirmPassword.wrongPassword') : t('common:validation.fillOutAllFields'),
  );
  const messageId = `${id}-message`;

  const confirm = (event: FormEvent) =>
    busy || !token
      ? event.preventDefault()
      : submit(event, () => ConfirmPasswordPayloadSchema.safeParse({ password }), (given) => deleteAccount(dispatch, token, given.password, user, onDeleted));

  const refusal = failure ? passwordRefusal(failure) : null;
  const refusalText = { tooManyAttempts: t('confirmPassword.tooManyAttempts'), other: t('deleteAccount.failed') };

  return (
    <section className={pageStyles.page}>
      <div className={styles.card}>
        <h1>{t('deleteAccount.title')}</h1>
        <p className={pageStyles.intro}>{t('deleteAccount.info')}</p>
        <form ref={form} className={styles.form} noValidate onSubmit={(event) => void confirm(event)}>
          {errors.password ? <FormMessage id={messageId}>{errors.password}</FormMessage> : null}
          {refusal && !errors.password ? <FormMessage id={messageId}>{refusalText[refusal]}</FormMessage> : null}
          <TextField
            id={`${id}-password`}
            label={t('confirmPassword.label')}
            type="password"
            autoComplete="current-password"
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            errorMessageId={errors.password ? messageId : undefined}
          />
          <button type="submit" className={styles.danger} disabled={busy} aria-busy={busy || undefined}>
            {t('deleteAccount.confirm')}
          </button>
        </form>
      </div>
      {children}
    </section>
  );
}
