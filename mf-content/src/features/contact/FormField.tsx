import styles from './ContactPage.module.css';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated message shown in danger below the field and tied to it. */
  error?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/** A labelled field with its error below, announced with the field (aria-describedby). */
export function FormField({ id, label, value, onChange, error, type = 'text', multiline = false, autoComplete, inputRef }: Props) {
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoComplete,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} ref={inputRef} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} ref={inputRef} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
