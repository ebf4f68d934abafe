import '../i18n/registerTranslations';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NewsletterFormSchema, apiRequest } from '@inercise/shared';
import styles from './NewsletterForm.module.css';

type Status = { kind: 'idle' } | { kind: 'error'; key: string } | { kind: 'added' };

/** The footer's newsletter sign-up: simple e-mail pattern, 400 already registered, success 'added'. */
export default function NewsletterForm() {
  const { t } = useTranslation('content');
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!NewsletterFormSchema.safeParse({ emailAddress: email.trim() }).success) {
      setStatus({ kind: 'error', key: 'common:validation.invalidEmail' });
      return;
    }
    setSending(true);
    try {
      await apiRequest('/newsletter/register', {
        method: 'POST',
        body: { emailAddress: email.trim(), captchaResponseToken: 'inercise-storefront' },
      });
      setStatus({ kind: 'added' });
      setEmail('');
    } catch (error) {
      const key = error instanceof ApiError && error.status === 400 ? 'newsletter.alreadyRegistered' : 'common:errors.generic';
      setStatus({ kind: 'error', key });
    } finally {
      setSending(false);
    }
  };

  const messageId = `${id}-message`;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-email`} className={styles.label}>
        {t('newsletter.emailLabel')}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={status.kind === 'error'}
          aria-describedby={status.kind === 'idle' ? undefined : messageId}
        />
        <button type="submit" className={styles.button} disabled={sending}>
          {t('newsletter.submit')}
        </button>
      </div>
      <p id={messageId} role="status" className={status.kind === 'error' ? styles.error : styles.success}>
        {status.kind === 'error' ? t(status.key) : status.kind === 'added' ? t('newsletter.added') : ''}
      </p>
    </form>
  );
}
