import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, ResetPasswordConfirmFormSchema } from '@inercise/shared';
import { confirmPasswordReset } from '@inercise/shared/endpoints/users';
import { PasswordPair, passwordProblemKey, useFormValues } from '@inercise/shared/forms';
import { FormMessage } from '../forms/FormMessage';
import styles from '../forms/form.module.css';

interface Props {
  username: string | null;
  token: string | null;
  onChanged: () => void;
}

/** New password and its confirmation; a link without username or token cannot succeed, so it fails like the server would. */
export function ResetPasswordForm({ username, token, onChanged }: Props) {
  const { t } = useTranslation('account');
  // The schema's messages are keys of the common namespace, the mismatch worded "not identical" here; any refusal
  // (a used or expired link) is the one failure text above the form.
  const form = useFormValues({ password: '', confirmPassword: '' }, (code, _field, refusal) =>
    refusal ? t('resetPassword.failed') : t(`common:${passwordProblemKey(code, 'notIdentical')}`),
  );
  const { failure, busy } = form;

  const send = async ({ password }: { password: string }) => {
    if (!username || !token) throw new Error('incompleteLink');
    await callEndpoint(confirmPasswordReset, { body: { username, token, password } });
    onChanged();
  };
  const change = form.handleSubmit((values) => ResetPasswordConfirmFormSchema.safeParse(values), send);

  return (
    <form ref={form.form} className={styles.form} noValidate onSubmit={change}>
      {failure ? <FormMessage>{t('resetPassword.failed')}</FormMessage> : null}
      <PasswordPair
        password={form.field('password')}
        confirm={form.field('confirmPassword')}
        labels={{ password: t('form.newPassword'), confirm: t('form.confirmNewPassword') }}
        hint={t('form.passwordHint')}
      />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
        {t('resetPassword.submit')}
      </button>
    </form>
  );
}
