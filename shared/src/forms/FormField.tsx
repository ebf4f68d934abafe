// Public entry @inercise/shared/form-field: the shop's one form field. Not a federation singleton
// (tools/federation.cjs): each remote with forms bundles it, so pages without a form never download it. For the same
// reason it imports only React and its own styles: an import of @inercise/shared's main entry from here would bundle
// a second copy of that code into every form.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './FormField.module.css';

export { useForm } from './useForm';
export type { Checked, FormIssue } from './useForm';

/** What ties a control to its label, hint and error: spread it onto the one input, select or textarea. */
export interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  /** Translated; the control's accessible name. */
  label: string;
  /** Translated help shown under the control (the password rule), read with it; it stays when an error shows. */
  hint?: string;
  /** Translated error shown under the control and announced; the control is marked invalid. */
  error?: string;
  /** The control is at fault but its message is shown elsewhere (one text for the whole form): that message's id. */
  errorMessageId?: string;
  /**
   * Marks the label and tells assistive technology the field is required. Only aria-required: a native `required`
   * would bring the browser's own validation, and when a form checks its fields is the form's business.
   */
  required?: boolean;
  /** The control's id; one is made when none is given. Hint and error take `${id}-hint` and `${id}-error`. */
  id?: string;
  /** On the field's wrapper (its place in the form's layout). */
  className?: string;
}

/**
 * The label above the control, the hint and the error below it. The control is whatever `children` draws with the
 * props it is given, so a control can share its row with a button (the discount code, the newsletter); the usual
 * case is TextField, SelectField or TextArea below, which draw the control themselves. The field shows what it is
 * given: when a form validates (on submit, on blur) stays the form's.
 */
export function FormField({ label, hint, error, errorMessageId, required, id, className, children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  // The error first, so a screen reader says what is wrong before the standing hint.
  const describedBy = [error ? errorId : errorMessageId, hint ? hintId : undefined].filter(Boolean).join(' ');
  const control: ControlProps = {
    id: controlId,
    className: styles.control,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error || errorMessageId ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      {/* The required mark is drawn by CSS, so the label's text, and the control's name, stay the label alone. */}
      <label htmlFor={controlId} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      {children(control)}
      {hint ? (
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

/** What a variant takes of its element: everything but what the field sets. */
type Native<E extends 'input' | 'select' | 'textarea'> = Omit<ComponentPropsWithRef<E>, keyof FieldProps | keyof ControlProps | 'required'>;

/** The field's own props, and the rest for the control. */
function split<P extends FieldProps>({ label, hint, error, errorMessageId, required, id, className, ...native }: P) {
  return [{ label, hint, error, errorMessageId, required, id, className }, native] as const;
}

export type TextFieldProps = FieldProps & Omit<Native<'input'>, 'type'> & { type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' };

/** A text-like input (text, e-mail, password, phone...); every other input attribute is passed on. */
export function TextField(props: TextFieldProps) {
  const [field, input] = split(props);
  return <FormField {...field}>{(control) => <input {...input} {...control} />}</FormField>;
}

export type SelectFieldProps = FieldProps & Native<'select'>;

/** A select; its options are the children. */
export function SelectField(props: SelectFieldProps) {
  const [field, select] = split(props);
  return <FormField {...field}>{(control) => <select {...select} {...control} />}</FormField>;
}

export type TextAreaProps = FieldProps & Native<'textarea'>;

/** A multi-line text (the contact message). */
export function TextArea(props: TextAreaProps) {
  const [field, textarea] = split(props);
  return <FormField {...field}>{(control) => <textarea {...textarea} {...control} />}</FormField>;
}
