import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { getRuntimeConfig, RegistrationFormSchema } from '@inercise/shared';
import { TextField } from '@inercise/shared/form-field';
import { useBotCheck } from '@inercise/shared/bot-check';
import { FormMessage } from '../forms/FormMessage';
import { fieldErrors } from '../forms/fieldErrors';
import { useFocusFirstInvalid } from '../forms/useFocusFirstInvalid';
import styles from '../forms/form.module.css';
import { registerUser } from './registerUser';
import { registerErrorKey, type RegisterErrorKey } from './registerErrorKey';

/**
 * E-mail, password, confirmation and the newsletter choice (ticked by default, docs/product-rules.md#accounts),
 * checked by the shared rules, and the bot check when one is configured.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t, i18n } = useTranslation('account');
  const botCheck = useBotCheck(getRuntimeConfig().turnstile, i18n.language, t('common:botCheck.label'));
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [form, setForm] = useState({ emailAddress: '', password: '', confirmPassword: '', newsletter: true });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<RegisterErrorKey | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: 'emailAddress' | 'password' | 'confirmPassword') => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  // Messages of the shared schema are keys of the common namespace.
  const errorText = (field: string) => (errors[field] ? t(`common:${errors[field]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const payload = { ...form, emailAddress: form.emailAddress.trim() };
    const found = fieldErrors(RegistrationFormSchema.safeParse(payload));
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    if (botCheck.missing) {
      setFailure('register.errors.captcha');
      return;
    }
    setBusy(true);
    try {
      await registerUser({ emailAddress: payload.emailAddress, password: payload.password, newsletter: payload.newsletter, captchaResponseToken: botCheck.token });
      onRegistered();
    } catch (error) {
      const key = registerErrorKey(error);
      setFailure(key);
      setBusy(false);
      botCheck.renew();
      // An address already taken is the e-mail field's problem: the message sits under it and focus goes there.
      if (key === 'register.errors.userExists') focusFirstInvalid();
    }
  };

  const emailError = errorText('emailAddress') ?? (failure === 'register.errors.userExists' ? t('register.errors.userExists') : undefined);

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure === 'register.errors.failed' ? <FormMessage>{t('register.errors.failed')}</FormMessage> : null}
      {failure === 'register.errors.captcha' ? <FormMessage>{t('common:errors.captchaFailed')}</FormMessage> : null}
      <TextField
        id={`${id}-email`}
        label={t('form.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.emailAddress}
        onChange={(event) => {
          set('emailAddress')(event);
          if (failure === 'register.errors.userExists') setFailure(null);
        }}
        error={emailError}
      />
      <TextField
        id={`${id}-password`}
        label={t('form.password')}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={errorText('password')}
        hint={t('form.passwordHint')}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('form.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        error={errorText('confirmPassword')}
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
