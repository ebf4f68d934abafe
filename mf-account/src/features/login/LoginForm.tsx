import { useId, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { getRuntimeConfig, LoginPayloadSchema, useAppDispatch } from '@inercise/shared';
import { EmailField, TextField, useFormValues } from '@inercise/shared/forms';
import { useBotCheck } from '@inercise/shared/bot-check';
import { FormMessage } from '../forms/FormMessage';
import styles from '../forms/form.module.css';
import { logIn } from './logIn';
import { loginErrorKey, type LoginErrorKey } from './loginErrorKey';
import { requestLogin, type LoginAnswer } from './requestLogin';
import { ResendActivation } from './ResendActivation';
import { SecondFactorStep } from './SecondFactorStep';

/** A refused login, said above the form whatever field the API named (the page never tells which one was wrong). */
class LoginFailure extends Error {
  constructor(readonly key: LoginErrorKey) {
    super(key);
  }
}

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
  // Every field at fault shares the one fill-out-all-fields text.
  const form = useFormValues({ username: '', password: '' }, () => t('common:validation.fillOutAllFields'));
  const { errors, failure: refused, busy } = form;
  const failure = refused instanceof LoginFailure ? refused.key : refused ? loginErrorKey(refused) : null;
  const [secondStep, setSecondStep] = useState<{ email: string; answer: LoginAnswer } | null>(null);
  const botCheck = useBotCheck(getRuntimeConfig().turnstile, i18n.language, t('common:botCheck.label'));
  const messageId = `${id}-message`;
  const email = form.values.username.trim();

  const send = async ({ username, password }: { username: string; password: string }) => {
    if (botCheck.missing) throw new LoginFailure('login.errors.captcha');
    let answer: LoginAnswer;
    try {
      answer = await requestLogin(username, password, botCheck.token);
    } catch (error) {
      botCheck.renew();
      throw new LoginFailure(loginErrorKey(error));
    }
    if (answer.secondFactorRequired) return setSecondStep({ email: username, answer });
    await logIn(dispatch, username, answer);
    onLoggedIn();
  };

  const logInSubmit = form.handleSubmit(({ username, password }) => LoginPayloadSchema.safeParse({ username: username.trim(), password }), send);

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

  const inputInvalid = Boolean(errors.username || errors.password);
  const loginFailure = {
    'login.errors.wrongCredentials': t('login.errors.wrongCredentials'),
    'login.errors.inactive': t('login.errors.inactive'),
    'login.errors.captcha': t('common:errors.captchaFailed'),
    'login.errors.generic': t('login.errors.generic'),
  };

  return (
    <form ref={form.form} className={styles.form} noValidate onSubmit={logInSubmit}>
      {inputInvalid ? <FormMessage id={messageId}>{t('common:validation.fillOutAllFields')}</FormMessage> : null}
      {failure && !inputInvalid ? <FormMessage id={messageId}>{loginFailure[failure]}</FormMessage> : null}
      {failure === 'login.errors.inactive' && !inputInvalid ? <ResendActivation email={email} /> : null}
      <EmailField {...form.field('username', { sharedMessageId: messageId })} label={t('form.email')} autoComplete="username" />
      <TextField {...form.field('password', { sharedMessageId: messageId })} label={t('form.password')} type="password" autoComplete="current-password" />
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
