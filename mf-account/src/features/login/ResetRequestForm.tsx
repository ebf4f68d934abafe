import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, isStrictEmail } from '@inercise/shared';
import { requestPasswordReset } from '@inercise/shared/endpoints/users';
import { EmailField, useFormValues } from '@inercise/shared/forms';
import styles from '../forms/form.module.css';

interface Props {
  onDone: () => void;
  onBack: () => void;
}

/**
 * The reset-request view that replaces the login form. As docs/product-rules.md#accounts says, the request is sent
 * only for an e-mail matching the strict pattern, and the shopper goes on (home) in every case, so the page never
 * tells who has an account.
 */
export function ResetRequestForm({ onDone, onBack }: Props) {
  const { t } = useTranslation('account');
  // No field is ever marked: what was typed is checked only to decide whether the request goes.
  const form = useFormValues({ username: '' }, () => '');

  const send = async (address: string) => {
    if (isStrictEmail(address)) {
      try {
        await callEndpoint(requestPasswordReset, { body: { username: address } });
      } catch (error) {
        console.warn('password reset request failed', error);
      }
    }
    onDone();
  };
  const request = form.handleSubmit(({ username }) => ({ success: true, data: username.trim() }), send);

  return (
    <form ref={form.form} className={styles.form} noValidate onSubmit={request}>
      <EmailField {...form.field('username')} label={t('form.email')} autoComplete="username" />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={form.busy} aria-busy={form.busy || undefined}>
          {t('resetRequest.submit')}
        </button>
        <button type="button" className={styles.secondary} onClick={onBack}>
          {t('resetRequest.back')}
        </button>
      </div>
    </form>
  );
}
