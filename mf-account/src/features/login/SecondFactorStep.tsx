import { useId, useState } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { callEndpoint, isApiError } from '@inercise/shared';
import { loginSecondFactor } from '@inercise/shared/endpoints/secondFactorLogin';
import { TextField, useForm, type Checked } from '@inercise/shared/form-field';
import { FormMessage } from '../forms/FormMessage';
import styles from '../forms/form.module.css';

/**
 * The login's second step for the shop owner with two-step login on (docs/decisions/0029): a code of the
 * authenticator app or an unused recovery code, on the session the password opened. The login goes on once it passes.
 */
const FIELDS = ['code'] as const;

export function SecondFactorStep({ accessToken, onPassed }: { accessToken: string; onPassed: () => Promise<void> }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [code, setCode] = useState('');
  // A missing code is the schema's only problem; a refusal naming the code means a wrong one, or, after five wrong
  // ones in a row, a factor locked for 15 minutes (this login has ended).
  const [locked, setLocked] = useState(false);
  const { form, errors, failure, busy, submit } = useForm(FIELDS, (code, _field, refusal) => {
    if (code === 'secondFactorLocked') return t('login.secondFactor.locked');
    return t(refusal ? 'login.secondFactor.wrong' : 'login.secondFactor.missing');
  });
  const messageId = `${id}-message`;

  const check = (): Checked<string> =>
    code.trim() ? { success: true, data: code.trim() } : { success: false, error: { issues: [{ path: ['code'], message: 'missing' }] } };
  const send = async (typed: string) => {
    // The session the password opened: a refused code must not renew it.
    try {
      await callEndpoint(loginSecondFactor, { token: accessToken, body: { code: typed }, renewOnUnauthorized: false });
    } catch (error) {
      if (isApiError(error) && error.status === 429) setLocked(error.message === 'secondFactorLocked');
      throw error;
    }
    await onPassed();
  };

  const tooMany = isApiError(failure) && failure.status === 429;
  const message = errors.code ?? (failure ? t(tooMany ? 'login.secondFactor.tooMany' : 'login.errors.generic') : null);
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={(event) => void (busy ? event.preventDefault() : submit(event, check, send))} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('login.secondFactor.title')}</h2>
      <p>{t('login.secondFactor.intro')}</p>
      {message ? <FormMessage id={messageId}>{message}</FormMessage> : null}
      <TextField
        id={`${id}-code`}
        label={t('login.secondFactor.code')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        errorMessageId={errors.code ? messageId : undefined}
      />
      <button type="submit" className={styles.primary} disabled={busy || locked} aria-busy={busy || undefined}>
        {t('login.secondFactor.submit')}
      </button>
    </form>
  );
}
