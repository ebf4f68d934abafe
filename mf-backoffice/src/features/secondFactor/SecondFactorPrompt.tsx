import { useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField } from '@inercise/shared/form-field';
import { ErrorMessage } from '../common/ErrorMessage';
import { passSecondFactor } from './secondFactorApi';
import styles from '../common/backoffice.module.css';

/**
 * The login's second step for an owner with two-step login on: a code of the authenticator app, or one of the
 * recovery codes (each works once). Nothing of the back office shows until it passes.
 */
export function SecondFactorPrompt({ token, onPassed }: { token: string; onPassed: () => void }) {
  const { t } = useTranslation('backoffice');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setMissing(true);
    setBusy(true);
    setError(null);
    try {
      await passSecondFactor(token, code.trim());
      onPassed();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  return (
    <section className={`${styles.page} ${styles.notice}`} aria-labelledby="second-factor-prompt">
      <h1 id="second-factor-prompt">{t('secondFactor.promptTitle')}</h1>
      <p className={styles.intro}>{t('secondFactor.promptText')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('secondFactor.code')}
          hint={t('secondFactor.codeHint')}
          error={missing ? t('secondFactor.codeRequired') : undefined}
          required
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setMissing(false);
          }}
        />
        <ErrorMessage error={error} />
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('secondFactor.verify')}
        </button>
      </form>
    </section>
  );
}
