import { useState, type FormEvent } from 'react';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField } from '@inercise/shared/form-field';
import type { AdminSecondFactorEnrolment } from '@inercise/shared/admin';
import { ErrorMessage } from '../common/ErrorMessage';
import { RecoveryCodes } from './RecoveryCodes';
import { confirmEnrolment, startEnrolment } from './secondFactorApi';
import styles from '../common/backoffice.module.css';

type Step = { kind: 'start' } | { kind: 'scan'; enrolment: AdminSecondFactorEnrolment } | { kind: 'saved'; recoveryCodes: string[] };

/**
 * Turning two-step login on: a key shown as a QR code and as text for typing by hand, a first code of the app to
 * confirm it, then the ten recovery codes, shown this once, to copy or download.
 */
export function SecondFactorEnrolment({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (action: () => Promise<Step>) => {
    setBusy(true);
    setError(null);
    try {
      setStep(await action());
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setMissing(true);
    void run(async () => ({ kind: 'saved', recoveryCodes: await confirmEnrolment(token, code.trim()) }));
  };

  if (step.kind === 'saved') return <RecoveryCodes codes={step.recoveryCodes} onDone={onDone} />;
  if (step.kind === 'start') {
    return (
      <div>
        <p className={styles.intro}>{t('secondFactor.enrolIntro')}</p>
        <ErrorMessage error={error} />
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void run(async () => ({ kind: 'scan', enrolment: await startEnrolment(token) }))}>
          {t('secondFactor.start')}
        </button>
      </div>
    );
  }
  return (
    <div>
      <p className={styles.intro}>{t('secondFactor.scan')}</p>
      <img src={step.enrolment.qrCode} alt={t('secondFactor.qrAlt')} width={200} height={200} />
      <TextField label={t('secondFactor.secret')} hint={t('secondFactor.secretHint')} readOnly value={step.enrolment.secret} spellCheck={false} onFocus={(event) => event.target.select()} />
      <form onSubmit={confirm} noValidate>
        <TextField
          label={t('secondFactor.firstCode')}
          error={missing ? t('secondFactor.sixDigits') : undefined}
          required
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
          {t('secondFactor.turnOn')}
        </button>
      </form>
    </div>
  );
}
