import { useId, type ReactNode } from 'react';
import controls from './controls.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete?: string;
  children: ReactNode;
  className?: string;
}

/** A labelled select with its error below, tied by aria-describedby. */
export function SelectField({ label, value, onChange, error, autoComplete, children, className }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`${controls.field} ${className ?? ''}`}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={controls.input}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className={controls.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
