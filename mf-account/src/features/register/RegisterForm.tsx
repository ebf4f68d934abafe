import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, getRuntimeConfig, RegistrationFormSchema } from '@inercise/shared';
import { registerUser } from '@inercise/shared/endpoints/users';
import { TextField, useForm } from '@inercise/shared/form-field';
import { useBotCheck } from '@inercise/shared/bot-check';
import { FormMessage } from '../forms/FormMessage';
import styles from '../forms/form.module.css';
import { registerErrorKey } from './registerErrorKey';

const FIELDS = ['emailAddress', 'password', 'confirmPassword'] as const;

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
  const id = useId();
  const [form, setForm] = useState({ emailAddress: '', password: '', confirmPassword: '', newsletter: false });
  // Messages of the shared schema are keys of the common namespace; the API refuses a field only for an address
  // already taken (docs/product-rules.md#error-messages), which sits under the e-mail field.
  const userExists = t('register.errors.userExists');
  const lifecycle = useForm(FIELDS, (code, _field, refusal) => (refusal ? userExists : t(`common:${code}`)));
  const { errors, busy, edited } = lifecycle;
  const failure = lifecycle.failure === CAPTCHA_MISSING ? 'register.errors.captcha' : lifecycle.failure ? registerErrorKey(lifecycle.failure) : null;

  const set = (field: 'emailAddress' | 'password' | 'confirmPassword') => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
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
  const submit = (event: FormEvent) =>
    busy ? event.preventDefault() : lifecycle.submit(event, () => RegistrationFormSchema.safeParse({ ...form, emailAddress: form.emailAddress.trim() }), send);

  return (
    <form ref={lifecycle.form} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure === 'register.errors.failed' ? <FormMessage>{t('register.errors.failed')}</FormMessage> : null}
      {failure === 'register.errors.captcha' ? <FormMessage>{t('common:errors.captchaFailed')}</FormMessage> : null}
      <TextField
        id={`${id}-email`}
        label={t('form.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        name="emailAddress"
        value={form.emailAddress}
        onChange={(event) => {
          set('emailAddress')(event);
          // An address already taken: the text goes once another is being typed.
          if (errors.emailAddress === userExists) edited('emailAddress');
        }}
        error={errors.emailAddress}
      />
      <TextField
        id={`${id}-password`}
        label={t('form.password')}
        type="password"
        autoComplete="new-password"
        name="password"
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        hint={t('form.passwordHint')}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('form.confirmPassword')}
        type="password"
        autoComplete="new-password"
        name="confirmPassword"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={form.newsletter}
          onChange={(event) => setForm((current) => ({ ...current, newsletter: event.target.checked }))}
        />
        <span>{t('register.newsletter')}</span>
      </label>
      {botCheck.widget}
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
        {t('register.submit')}
      </button>
    </form>
  );
}
