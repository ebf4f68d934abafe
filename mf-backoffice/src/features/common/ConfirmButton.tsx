import { useState, type ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';
import styles from './backoffice.module.css';

export interface ConfirmButtonTexts {
  /** The button ("Remove"). */
  button: string;
  /** Its accessible name, naming what it acts on ("Remove anna@example.com"). */
  buttonLabel: string;
  /** Asked before anything is done, and the name of the question's group: it says what will happen. */
  question: string;
  confirm: string;
  cancel: string;
}

type Step = { kind: 'idle' } | { kind: 'asking' } | { kind: 'busy' } | { kind: 'failed'; error: unknown };

/**
 * A change that cannot be taken back (a removal, a code switched off) asks once more first. Once confirmed it stays
 * busy until the list it belongs to is drawn anew; a refusal is said under the button, which comes back.
 */
export function ConfirmButton({
  texts,
  onConfirm,
  beside,
  className,
}: {
  texts: ConfirmButtonTexts;
  onConfirm: () => Promise<void>;
  /** Other actions of the same row, shown beside the button while nothing is asked. */
  beside?: ReactNode;
  /** The question's layout, when the row wants its own. */
  className?: string;
}) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const confirm = async () => {
    setStep({ kind: 'busy' });
    try {
      await onConfirm();
    } catch (error) {
      setStep({ kind: 'failed', error });
    }
  };
  const busy = step.kind === 'busy';
  return (
    <>
      {step.kind === 'asking' || busy ? (
        <div role="group" aria-label={texts.question} className={className ?? styles.row}>
          <span>{texts.question}</span>
          <span className={styles.row}>
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => void confirm()}>
              {texts.confirm}
            </button>
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => setStep({ kind: 'idle' })}>
              {texts.cancel}
            </button>
          </span>
        </div>
      ) : (
        <span className={styles.row}>
          {beside}
          <button type="button" className={styles.secondary} onClick={() => setStep({ kind: 'asking' })} aria-label={texts.buttonLabel}>
            {texts.button}
          </button>
        </span>
      )}
      <ErrorMessage error={step.kind === 'failed' ? step.error : null} />
    </>
  );
}
