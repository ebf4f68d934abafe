import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField } from '@inercise/shared/form-field';
import { FormMessage } from '../forms/FormMessage';
import { useFocusFirstInvalid } from '../forms/useFocusFirstInvalid';
import styles from '../forms/form.module.css';
import { confirmPasswordReset } from './confirmPasswordReset';
import { resetFormErrors } from './resetFormErrors';

interface Props {
  username: string | null;
  token: string | null;
  onChanged: () => void;
}

/** New password and its confirmation; a link without username or token cannot succeed, so it fails like the server would. */
export function ResetPasswordForm({ username, token, onChanged }: Props) {
  const { t } = useTranslation('account');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const errorText = (field: string) => (errors[field] ? t(`common:${errors[field]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = resetFormErrors(form);
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    if (!username || !token) {
      setFailed(true);
      return;
    }
    setBusy(true);
    try {
      await confirmPasswordReset({ username, token, password: form.password });
      onChanged();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failed ? <FormMessage>{t('resetPassword.failed')}</FormMessage> : null}
      <TextField
        id={`${id}-password`}
        label={t('form.newPassword')}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(event) => setForm((current) => ({ ...current, password: event.target.value }))}
        error={errorText('password')}
        hint={t('form.passwordHint')}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('form.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(event) => setForm((current) => ({ ...current, confirmPassword: event.target.value }))}
        error={errorText('confirmPassword')}
      />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
        {t('resetPassword.submit')}
      </button>
    </form>
  );
}
