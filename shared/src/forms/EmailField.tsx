import { TextField } from './FormField';
import type { BoundField } from './useFormValues';

export interface EmailFieldProps extends BoundField {
  /** Translated; the control's accessible name. */
  label: string;
  /**
   * `username` where the address logs in (login, the reset request: the browser offers the saved login), `email`
   * where a new one is given (registration).
   */
  autoComplete: 'username' | 'email';
}

/** The e-mail address: the e-mail keyboard on phones, the browser's saved address offered. */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} type="email" inputMode="email" />;
}
