import '../i18n/registerTranslations';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Check } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ApiError, getRuntimeConfig, Icon, NewsletterFormSchema, type FragmentComponent } from '@inercise/shared';
import { FormField } from '@inercise/shared/form-field';
import { NewsletterLinkAnswer } from './NewsletterLinkAnswer';
import { registerNewsletter } from './registerNewsletter';
import styles from './NewsletterForm.module.css';

// The bot check's code and Turnstile's script come only once the shopper starts signing up: the footer is on every
// page, and its first view carries none of it.
const BotCheck = lazy(() => import('@inercise/shared/bot-check').then((module) => ({ default: module.BotCheck })));

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'added' };

/**
 * The footer's newsletter sign-up: simple e-mail pattern, 400 already registered, success 'added' (the address still
 * has to confirm through the mailed link). It also answers a newsletter mail's link opened on the page. With a bot
 * check configured, its widget appears once the address is focused or the form sent.
 */
function NewsletterForm() {
  const { t, i18n } = useTranslation('content');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const botCheck = getRuntimeConfig().turnstile;
  const [botCheckShown, setBotCheckShown] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);

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
    if (botCheck && !token) {
      setBotCheckShown(true);
      setStatus({ kind: 'error', message: t('common:errors.captchaFailed') });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await registerNewsletter(emailAddress, token ?? undefined);
      setStatus({ kind: 'added' });
      setEmail('');
    } catch (error) {
      const captchaFailed = error instanceof ApiError && error.message === 'captchaFailed';
      fail(
        captchaFailed
          ? t('common:errors.captchaFailed')
          : error instanceof ApiError && error.status === 400
            ? t('newsletter.alreadyRegistered')
            : t('common:errors.generic'),
      );
    }
    // A token is good for one request.
    if (botCheck) setResetSignal((signal) => signal + 1);
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
              onFocus={() => setBotCheckShown(true)}
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
      {botCheck && botCheckShown ? (
        <Suspense fallback={null}>
          <BotCheck
            siteKey={botCheck.siteKey}
            scriptUrl={botCheck.scriptUrl}
            language={i18n.language}
            label={t('common:botCheck.label')}
            onToken={setToken}
            resetSignal={resetSignal}
          />
        </Suspense>
      ) : null}
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
