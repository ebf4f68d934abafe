import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { getRuntimeConfig, LoginPayloadSchema, useAppDispatch } from '@inercise/shared';
import { TextField } from '@inercise/shared/form-field';
import { useBotCheck } from '@inercise/shared/bot-check';
import { FormMessage } from '../forms/FormMessage';
import { fieldErrors } from '../forms/fieldErrors';
import { useFocusFirstInvalid } from '../forms/useFocusFirstInvalid';
import styles from '../forms/form.module.css';
import { logIn } from './logIn';
import { loginErrorKey, type LoginErrorKey } from './loginErrorKey';
import { requestLogin, type LoginAnswer } from './requestLogin';
import { ResendActivation } from './ResendActivation';
import { SecondFactorStep } from './SecondFactorStep';

interface Props {
  onLoggedIn: () => void;
  onForgotPassword: () => void;
}

/**
 * E-mail and password, and the bot check when one is configured. Any invalid input gives the one fill-out-all-fields
 * text (docs/product-rules.md#form-validation), tied to the fields at fault. The shop owner with two-step login on is
 * asked for a code next (docs/decisions/0029).
 */
export function LoginForm({ onLoggedIn, onForgotPassword }: Props) {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ username?: boolean; password?: boolean }>({});
  const [failure, setFailure] = useState<LoginErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [secondStep, setSecondStep] = useState<{ email: string; answer: LoginAnswer } | null>(null);
  const botCheck = useBotCheck(getRuntimeConfig().turnstile, i18n.language, t('common:botCheck.label'));
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
    if (botCheck.missing) {
      setFailure('login.errors.captcha');
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const answer = await requestLogin(email.trim(), password, botCheck.token);
      if (answer.secondFactorRequired) {
        setSecondStep({ email: email.trim(), answer });
        return;
      }
      await logIn(dispatch, email.trim(), answer);
      onLoggedIn();
    } catch (error) {
      setFailure(loginErrorKey(error));
      setBusy(false);
      botCheck.renew();
    }
  };

  if (secondStep) {
    return (
      <SecondFactorStep
        accessToken={secondStep.answer.accessToken}
        onPassed={async () => {
          await logIn(dispatch, secondStep.email, secondStep.answer);
          onLoggedIn();
        }}
      />
    );
  }

  const inputInvalid = invalid.username || invalid.password;
  const loginFailure = {
    'login.errors.wrongCredentials': t('login.errors.wrongCredentials'),
    'login.errors.inactive': t('login.errors.inactive'),
    'login.errors.captcha': t('common:errors.captchaFailed'),
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
      {botCheck.widget}
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
        {t('login.submit')}
      </button>
    </form>
  );
}
