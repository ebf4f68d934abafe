import '../i18n/registerTranslations';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Check } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ApiError, Icon, NewsletterFormSchema, type FragmentComponent } from '@inercise/shared';
import { registerNewsletter } from './registerNewsletter';
import styles from './NewsletterForm.module.css';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'added' };

/** The footer's newsletter sign-up: simple e-mail pattern, 400 already registered, success 'added'. */
function NewsletterForm() {
  const { t } = useTranslation('content');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const fail = (message: string) => {
    setStatus({ kind: 'error', message });
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailAddress = email.trim();
    if (!NewsletterFormSchema.safeParse({ emailAddress }).success) {
      fail(t('common:validation.invalidEmail'));
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await registerNewsletter(emailAddress);
      setStatus({ kind: 'added' });
      setEmail('');
    } catch (error) {
      fail(error instanceof ApiError && error.status === 400 ? t('newsletter.alreadyRegistered') : t('common:errors.generic'));
    }
  };

  const messageId = `${id}-message`;
  const sending = status.kind === 'sending';
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-email`} className={styles.label}>
        {t('newsletter.emailLabel')}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-email`}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status.kind === 'error' || status.kind === 'added') setStatus({ kind: 'idle' });
          }}
          aria-invalid={status.kind === 'error' ? true : undefined}
          aria-describedby={messageId}
        />
        <button type="submit" className={styles.button} disabled={sending}>
          {sending ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </div>
      <p id={messageId} role="status" className={status.kind === 'error' ? styles.error : styles.success}>
        {status.kind === 'added' ? <Icon icon={Check} size={16} /> : null}
        {status.kind === 'error' ? status.message : status.kind === 'added' ? t('newsletter.added') : ''}
      </p>
    </form>
  );
}

// Typed against the Fragments map of @inercise/shared, which the hosts are checked against too.
export default NewsletterForm satisfies FragmentComponent<'mf-content/NewsletterForm'>;
