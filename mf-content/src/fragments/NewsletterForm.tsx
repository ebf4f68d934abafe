import '../i18n/registerTranslations';
import { lazy, Suspense, useId, useState } from 'react';
import { Check } from 'lucide';
import { useTranslation } from '@inercise/shared/react-i18n';
import { ApiError, callEndpoint, getRuntimeConfig, Icon, NewsletterFormSchema, type FragmentComponent } from '@inercise/shared';
import { FormField, useForm } from '@inercise/shared/form-field';
import { NewsletterLinkAnswer } from './NewsletterLinkAnswer';
import styles from './NewsletterForm.module.css';

// The bot check's code and Turnstile's script come only once the shopper starts signing up: the footer is on every
// page, and its first view carries none of it.
const BotCheck = lazy(() => import('@inercise/shared/bot-check').then((module) => ({ default: module.BotCheck })));

const fields = ['emailAddress'] as const;

/** The bot check was configured but not passed: said as the API says a failed one. */
const CAPTCHA_FAILED = 'captchaFailed';

/** A failed sign-up, said under the address (the form's one field), which takes the focus again. */
class SignUpFailed extends Error {
  readonly field = 'emailAddress';
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : 'failed');
  }
}

/**
 * The footer's newsletter sign-up: simple e-mail pattern, 400 already registered, success 'added' (the address still
 * has to confirm through the mailed link). It also answers a newsletter mail's link opened on the page. With a bot
 * check configured, its widget appears once the address is focused or the form sent.
 */
function NewsletterForm() {
  const { t, i18n } = useTranslation('content');
  const id = useId();
  const [email, setEmail] = useState('');
  const [added, setAdded] = useState(false);
  const botCheck = getRuntimeConfig().turnstile;
  const [botCheckShown, setBotCheckShown] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);

  const problem = (reason: unknown): string =>
    reason instanceof Error && reason.message === CAPTCHA_FAILED
      ? t('common:errors.captchaFailed')
      : reason instanceof ApiError && reason.status === 400
        ? t('newsletter.alreadyRegistered')
        : t('common:errors.generic');
  const { form, errors, failure, busy, edited, submit, reset } = useForm(fields, (code, _field, error) =>
    error instanceof SignUpFailed ? problem(error.reason) : t(`common:${code}`),
  );

  const send = async ({ emailAddress }: { emailAddress: string }) => {
    setAdded(false);
    if (botCheck && !token) {
      setBotCheckShown(true);
      throw new Error(CAPTCHA_FAILED);
    }
    try {
      // The call's entry (and its schemas) load when the shopper signs up: the footer is on every page.
      const { registerNewsletter } = await import('@inercise/shared/endpoints/newsletter');
      await callEndpoint(registerNewsletter, { body: { emailAddress, captchaResponseToken: token ?? undefined } });
    } catch (error) {
      throw new SignUpFailed(error);
    } finally {
      // A token is good for one request.
      if (botCheck) setResetSignal((signal) => signal + 1);
    }
    setAdded(true);
    setEmail('');
  };

  const error = errors.emailAddress ?? (failure ? problem(failure) : undefined);
  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event, () => NewsletterFormSchema.safeParse({ emailAddress: email.trim() }), send)} noValidate>
      <NewsletterLinkAnswer />
      {/* The address shares its row with the button, and keeps the footer's dark look of its own. */}
      <FormField id={`${id}-email`} label={t('newsletter.emailLabel')} error={error}>
        {(control) => (
          <div className={styles.row}>
            <input
              {...control}
              name="emailAddress"
              className={styles.input}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="name@example.com"
              value={email}
              onFocus={() => setBotCheckShown(true)}
              onChange={(event) => {
                setEmail(event.target.value);
                edited('emailAddress');
                setAdded(false);
                if (failure) reset();
              }}
            />
            <button type="submit" className={styles.button} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('newsletter.sending') : t('newsletter.submit')}
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
      {error ? null : (
        <p role="status" className={styles.success}>
          {added ? <Icon icon={Check} size={16} /> : null}
          {added ? t('newsletter.added') : ''}
        </p>
      )}
    </form>
  );
}

// Typed against the Fragments map of @inercise/shared, which the hosts are checked against too.
export default NewsletterForm satisfies FragmentComponent<'mf-content/NewsletterForm'>;
