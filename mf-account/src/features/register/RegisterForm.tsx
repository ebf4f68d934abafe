import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, getRuntimeConfig, RegistrationFormSchema } from '@inercise/shared';
import { registerUser } from '@inercise/shared/endpoints/users';
import { EmailField, PasswordPair, useFormValues } from '@inercise/shared/forms';
import { useBotCheck } from '@inercise/shared/bot-check';
import { FormMessage } from '../forms/FormMessage';
import styles from '../forms/form.module.css';
import { registerErrorKey } from './registerErrorKey';

/** The bot check not passed before the form went: said above the form, like the API's refusal of it. */
const CAPTCHA_MISSING = { message: 'captchaFailed', status: 400 };

/**
 * E-mail, password, confirmation and the newsletter choice (unticked until the shopper ticks it: consent is never
 * assumed, docs/product-rules.md#accounts),
 * checked by the shared rules, and the bot check when one is configured.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t, i18n } = useTranslation('account');
  const botCheck = useBotCheck(getRuntimeConfig().turnstile, i18n.language, t('common:botCheck.label'));
  // Messages of the shared schema are keys of the common namespace; the API refuses a field only for an address
  // already taken (docs/product-rules.md#error-messages), which sits under the e-mail field.
  const userExists = t('register.errors.userExists');
  const form = useFormValues({ emailAddress: '', password: '', confirmPassword: '', newsletter: false }, (code, _field, refusal) =>
    refusal ? userExists : t(`common:${code}`),
  );
  const { errors, busy, edited } = form;
  const failure = form.failure === CAPTCHA_MISSING ? 'register.errors.captcha' : form.failure ? registerErrorKey(form.failure) : null;

  const send = async (payload: { emailAddress: string; password: string; newsletter?: boolean }) => {
    if (botCheck.missing) throw CAPTCHA_MISSING;
    try {
      await callEndpoint(registerUser, {
        body: { emailAddress: payload.emailAddress, password: payload.password, newsletter: payload.newsletter, captchaResponseToken: botCheck.token },
      });
    } catch (error) {
      botCheck.renew();
      throw error;
    }
    onRegistered();
  };
  const submit = form.handleSubmit((values) => RegistrationFormSchema.safeParse({ ...values, emailAddress: values.emailAddress.trim() }), send);

  return (
    <form ref={form.form} className={styles.form} noValidate onSubmit={submit}>
      {failure === 'register.errors.failed' ? <FormMessage>{t('register.errors.failed')}</FormMessage> : null}
      {failure === 'register.errors.captcha' ? <FormMessage>{t('common:errors.captchaFailed')}</FormMessage> : null}
      <EmailField
        // An address already taken: the text goes once another is being typed.
        {...form.field('emailAddress', { onEdit: () => errors.emailAddress === userExists && edited('emailAddress') })}
        label={t('form.email')}
        autoComplete="email"
      />
      <PasswordPair
        password={form.field('password')}
        confirm={form.field('confirmPassword')}
        labels={{ password: t('form.password'), confirm: t('form.confirmPassword') }}
        hint={t('form.passwordHint')}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" name="newsletter" checked={form.values.newsletter} onChange={(event) => form.setValue('newsletter', event.target.checked)} />
        <span>{t('register.newsletter')}</span>
      </label>
      {botCheck.widget}
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
        {t('register.submit')}
      </button>
    </form>
  );
}
