import type { InputHTMLAttributes } from 'react';
import styles from './form.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  id: string;
  label: string;
  /** Translated error shown under this field. */
  error?: string;
  /** When the error is shown elsewhere (one message for the whole form), the id of that message. */
  invalidDescribedBy?: string;
  /** Id of a hint that always describes the field. */
  hintId?: string;
};

/** A labelled input whose error sits below it and is tied to it, so a screen reader reads both together. */
export function TextField({ id, label, error, invalidDescribedBy, hintId, ...input }: Props) {
  const errorId = `${id}-error`;
  const invalid = Boolean(error || invalidDescribedBy);
  const describedBy = [error ? errorId : invalidDescribedBy, hintId].filter(Boolean).join(' ') || undefined;
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
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
