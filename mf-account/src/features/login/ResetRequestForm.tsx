import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { isStrictEmail } from '@inercise/shared';
import { TextField } from '@inercise/shared/form-field';
import styles from '../forms/form.module.css';
import { requestPasswordReset } from './requestPasswordReset';

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
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (isStrictEmail(address)) {
      setBusy(true);
      try {
        await requestPasswordReset(address);
      } catch (error) {
        console.warn('password reset request failed', error);
      }
    }
    onDone();
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={`${id}-email`}
        label={t('form.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
          {t('resetRequest.submit')}
        </button>
        <button type="button" className={styles.secondary} onClick={onBack}>
          {t('resetRequest.back')}
        </button>
      </div>
    </form>
  );
}
