import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, ResetPasswordConfirmFormSchema } from '@inercise/shared';
import { confirmPasswordReset } from '@inercise/shared/endpoints/users';
import { TextField, useForm } from '@inercise/shared/form-field';
import { FormMessage } from '../forms/FormMessage';
import styles from '../forms/form.module.css';

const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * The schema's messages are keys of the common namespace. docs/product-rules.md#form-validation words the reset
 * mismatch "passwords not identical" (registration says "not the same"), so the shared schema's key is swapped here.
 */
const resetKey = (code: string) => (code === 'validation.passwordsNotSame' ? 'validation.passwordsNotIdentical' : code);

interface Props {
  username: string | null;
  token: string | null;
  onChanged: () => void;
}

/** New password and its confirmation; a link without username or token cannot succeed, so it fails like the server would. */
export function ResetPasswordForm({ username, token, onChanged }: Props) {
  const { t } = useTranslation('account');
  const id = useId();
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  // Any refusal (a used or expired link) is the one failure text above the form.
  const { form: formRef, errors, failure, busy, submit } = useForm(FIELDS, (code, _field, refusal) => (refusal ? t('resetPassword.failed') : t(`common:${resetKey(code)}`)));

  const send = async ({ password }: { password: string }) => {
    if (!username || !token) throw new Error('incompleteLink');
    await callEndpoint(confirmPasswordReset, { body: { username, token, password } });
    onChanged();
  };
  const change = (event: FormEvent) => (busy ? event.preventDefault() : submit(event, () => ResetPasswordConfirmFormSchema.safeParse(form), send));

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void change(event)}>
      {failure ? <FormMessage>{t('resetPassword.failed')}</FormMessage> : null}
      <TextField
        id={`${id}-password`}
        label={t('form.newPassword')}
        type="password"
        autoComplete="new-password"
        name="password"
        value={form.password}
        onChange={(event) => setForm((current) => ({ ...current, password: event.target.value }))}
        error={errors.password}
        hint={t('form.passwordHint')}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('form.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        name="confirmPassword"
        value={form.confirmPassword}
        onChange={(event) => setForm((current) => ({ ...current, confirmPassword: event.target.value }))}
        error={errors.confirmPassword}
      />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
        {t('resetPassword.submit')}
      </button>
    </form>
  );
}
