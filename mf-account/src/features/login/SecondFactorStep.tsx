import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { isApiError } from '@inercise/shared';
import { TextField } from '@inercise/shared/form-field';
import { FormMessage } from '../forms/FormMessage';
import styles from '../forms/form.module.css';
import { requestSecondFactor } from './requestSecondFactor';

/**
 * The login's second step for the shop owner with two-step login on (docs/decisions/0029): a code of the
 * authenticator app or an unused recovery code, on the session the password opened. The login goes on once it passes.
 */
export function SecondFactorStep({ accessToken, onPassed }: { accessToken: string; onPassed: () => Promise<void> }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<'missing' | 'wrong' | 'generic' | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = `${id}-message`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) return setFailure('missing');
    setFailure(null);
    setBusy(true);
    try {
      await requestSecondFactor(accessToken, code.trim());
      await onPassed();
    } catch (error) {
      setFailure(isApiError(error) && error.status === 400 ? 'wrong' : 'generic');
      setBusy(false);
    }
  };

  const message = { missing: t('login.secondFactor.missing'), wrong: t('login.secondFactor.wrong'), generic: t('login.errors.generic') };
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('login.secondFactor.title')}</h2>
      <p>{t('login.secondFactor.intro')}</p>
      {failure ? <FormMessage id={messageId}>{message[failure]}</FormMessage> : null}
      <TextField
        id={`${id}-code`}
        label={t('login.secondFactor.code')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        errorMessageId={failure === 'missing' || failure === 'wrong' ? messageId : undefined}
      />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
        {t('login.secondFactor.submit')}
      </button>
    </form>
  );
}
