import '../i18n/registerTranslations';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Check } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ApiError, Icon, NewsletterFormSchema, type FragmentComponent } from '@inercise/shared';
import { FormField } from '@inercise/shared/form-field';
import { NewsletterLinkAnswer } from './NewsletterLinkAnswer';
import { registerNewsletter } from './registerNewsletter';
import styles from './NewsletterForm.module.css';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'added' };

/**
 * The footer's newsletter sign-up: simple e-mail pattern, 400 already registered, success 'added' (the address still
 * has to confirm through the mailed link). It also answers a newsletter mail's link opened on the page.
 */
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

  const sending = status.kind === 'sending';
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <NewsletterLinkAnswer />
      {/* The address shares its row with the button, and keeps the footer's dark look of its own. */}
      <FormField id={`${id}-email`} label={t('newsletter.emailLabel')} error={status.kind === 'error' ? status.message : undefined}>
        {(control) => (
          <div className={styles.row}>
            <input
              {...control}
              ref={input}
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
            />
            <button type="submit" className={styles.button} disabled={sending}>
              {sending ? t('newsletter.sending') : t('newsletter.submit')}
            </button>
          </div>
        )}
      </FormField>
      {/* The success line keeps its place (and live region) while no error stands in it. */}
      {status.kind === 'error' ? null : (
        <p role="status" className={styles.success}>
          {status.kind === 'added' ? <Icon icon={Check} size={16} /> : null}
          {status.kind === 'added' ? t('newsletter.added') : ''}
        </p>
      )}
    </form>
  );
}

// Typed against the Fragments map of @inercise/shared, which the hosts are checked against too.
export default NewsletterForm satisfies FragmentComponent<'mf-content/NewsletterForm'>;
