import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { LoginPayloadSchema, useAppDispatch } from '@inercise/shared';
import { TextField } from '@inercise/shared/form-field';
import { FormMessage } from '../forms/FormMessage';
import { fieldErrors } from '../forms/fieldErrors';
import { useFocusFirstInvalid } from '../forms/useFocusFirstInvalid';
import styles from '../forms/form.module.css';
import { logIn } from './logIn';
import { loginErrorKey, type LoginErrorKey } from './loginErrorKey';
import { ResendActivation } from './ResendActivation';

interface Props {
  onLoggedIn: () => void;
  onForgotPassword: () => void;
}

/**
 * E-mail and password. Any invalid input gives the one fill-out-all-fields text
 * (docs/product-rules.md#form-validation), tied to the fields at fault.
 */
export function LoginForm({ onLoggedIn, onForgotPassword }: Props) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ username?: boolean; password?: boolean }>({});
  const [failure, setFailure] = useState<LoginErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = `${id}-message`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = fieldErrors(LoginPayloadSchema.safeParse({ username: email.trim(), password }));
    setInvalid({ username: 'username' in errors, password: 'password' in errors });
    if (Object.keys(errors).length > 0) {
      setFailure(null);
      focusFirstInvalid();
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      await logIn(dispatch, email.trim(), password);
      onLoggedIn();
    } catch (error) {
      setFailure(loginErrorKey(error));
      setBusy(false);
    }
  };

  const inputInvalid = invalid.username || invalid.password;
  const loginFailure = {
    'login.errors.wrongCredentials': t('login.errors.wrongCredentials'),
    'login.errors.inactive': t('login.errors.inactive'),
    'login.errors.generic': t('login.errors.generic'),
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {inputInvalid ? <FormMessage id={messageId}>{t('common:validation.fillOutAllFields')}</FormMessage> : null}
      {failure ? <FormMessage id={messageId}>{loginFailure[failure]}</FormMessage> : null}
      {failure === 'login.errors.inactive' ? <ResendActivation email={email.trim()} /> : null}
      <TextField
        id={`${id}-email`}
        label={t('form.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errorMessageId={invalid.username ? messageId : undefined}
      />
      <TextField
        id={`${id}-password`}
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errorMessageId={invalid.password ? messageId : undefined}
      />
      <button type="button" className={`${styles.textButton} ${styles.inlineStart}`} onClick={onForgotPassword}>
        {t('login.forgotPassword')}
      </button>
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
        {t('login.submit')}
      </button>
    </form>
  );
}
