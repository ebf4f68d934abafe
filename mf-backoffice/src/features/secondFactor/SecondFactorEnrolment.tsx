import { useState } from 'react';
import { callEndpoint } from '@inercise/shared';
import { adminConfirmSecondFactor, adminStartSecondFactor } from '@inercise/shared/endpoints/adminSecondFactor';
import { useTranslation } from '@inercise/shared/react-i18n';
import { TextField } from '@inercise/shared/form-field';
import type { AdminSecondFactorEnrolment } from '@inercise/shared/admin';
import { ErrorMessage } from '../common/ErrorMessage';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';
import styles from '../common/backoffice.module.css';

type Step = { kind: 'start' } | { kind: 'scan'; enrolment: AdminSecondFactorEnrolment } | { kind: 'saved'; recoveryCodes: string[] };

/**
 * Turning two-step login on: a key shown as a QR code and as text for typing by hand, a first code of the app to
 * confirm it, then the ten recovery codes, shown this once, to copy or download.
 */
export function SecondFactorEnrolment({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const [step, setStep] = useState<Step>({ kind: 'start' });
  // Only the start's button: the code's own busy and refusal are the code form's.
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setStep({ kind: 'scan', enrolment: await callEndpoint(adminStartSecondFactor, { token }) });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (code: string) => setStep({ kind: 'saved', recoveryCodes: (await callEndpoint(adminConfirmSecondFactor, { token, body: { code } })).recoveryCodes });

  if (step.kind === 'saved') return <RecoveryCodes codes={step.recoveryCodes} onDone={onDone} />;
  if (step.kind === 'start') {
    return (
      <div>
        <p className={styles.intro}>{t('secondFactor.enrolIntro')}</p>
        <ErrorMessage error={error} />
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void start()}>
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
      <SecondFactorCodeForm kind="app" submit={{ label: t('secondFactor.turnOn'), run: confirm }} />
    </div>
  );
}
