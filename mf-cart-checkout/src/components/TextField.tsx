import { useId, type InputHTMLAttributes } from 'react';
import controls from './controls.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Already translated. */
  error?: string;
  /** A keystroke whose result this rejects is ignored (the phone field takes digits only). */
  accepts?: (text: string) => boolean;
};

/** A labelled text input with its error below, tied by aria-describedby. */
export function TextField({ label, value, onChange, error, accepts, className, ...rest }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`${controls.field} ${className ?? ''}`}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className={controls.input}
        value={value}
        onChange={(event) => {
          if (!accepts || accepts(event.target.value)) onChange(event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className={controls.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
