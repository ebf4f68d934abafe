import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, isStrictEmail } from '@inercise/shared';
import { requestPasswordReset } from '@inercise/shared/endpoints/users';
import { TextField, useForm } from '@inercise/shared/form-field';
import styles from '../forms/form.module.css';

const NO_FIELDS: readonly never[] = [];

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
  // No field is ever marked: what was typed is checked only to decide whether the request goes.
  const { busy, submit } = useForm(NO_FIELDS, () => '');

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
  const request = (event: FormEvent) => (busy ? event.preventDefault() : submit(event, () => ({ success: true, data: email.trim() }), send));

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void request(event)}>
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
