import { useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField } from '@inercise/shared/form-field';
import { ErrorMessage } from '../common/ErrorMessage';
import { RecoveryCodes } from './RecoveryCodes';
import { disableSecondFactor, renewRecoveryCodes } from './secondFactorApi';
import styles from '../common/backoffice.module.css';

/**
 * With two-step login on: new recovery codes (the earlier ones stop working) or turning it off, each for a current
 * code of the app, so an open session alone cannot do either.
 */
export function SecondFactorChanges({ token, onChanged }: { token: string; onChanged: () => void }) {
  const { t } = useTranslation('backoffice');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const run = async (change: (typed: string) => Promise<void>) => {
    if (!/^\d{6}$/.test(code.trim())) return setMissing(true);
    setBusy(true);
    setError(null);
    try {
      await change(code.trim());
      setCode('');
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const renew = (event: FormEvent) => {
    event.preventDefault();
    void run(async (typed) => setRecoveryCodes(await renewRecoveryCodes(token, typed)));
  };

  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          onChanged();
        }}
      />
    );
  }
  return (
    <form onSubmit={renew} noValidate aria-label={t('secondFactor.changeTitle')}>
      <p className={styles.intro}>{t('secondFactor.changeText')}</p>
      <TextField
        label={t('secondFactor.firstCode')}
        error={missing ? t('secondFactor.sixDigits') : undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setMissing(false);
        }}
      />
      <ErrorMessage error={error} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('secondFactor.renewCodes')}
      </button>{' '}
      <button type="button" className={styles.secondary} disabled={busy} onClick={() => void run(async (typed) => {
        await disableSecondFactor(token, typed);
        onChanged();
      })}>
        {t('secondFactor.disable')}
      </button>
    </form>
  );
}
