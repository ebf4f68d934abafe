import type { InputHTMLAttributes } from 'react';
import styles from './form.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  id: string;
  label: string;
  /** Translated error shown under this field. */
  error?: string;
  /** When the error is shown elsewhere (one message for the whole form), the id of that message. */
  invalidDescribedBy?: string;
  /** A hint under the field (the password rule), read with it; an error in its place says what is wrong instead. */
  hint?: string;
};

/** A labelled input whose error sits below it and is tied to it, so a screen reader reads both together. */
export function TextField({ id, label, error, invalidDescribedBy, hint, ...input }: Props) {
  const errorId = `${id}-error`;
  const invalid = Boolean(error || invalidDescribedBy);
  const hintId = `${id}-hint`;
  const showHint = Boolean(hint) && !error;
  const describedBy = [error ? errorId : invalidDescribedBy, showHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {showHint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
