import { TextField } from './FormField';
import type { BoundField } from './useFormValues';

export interface PasswordPairProps {
  /** The new password (`form.field('password')`). */
  password: BoundField;
  /** Its repetition (`form.field('confirmPassword')`). */
  confirm: BoundField;
  /** Translated labels: "Password" and "Confirm password", or the reset's "New password" pair. */
  labels: { password: string; confirm: string };
  /** Translated password rule, shown under the first field; the form's schema checks it (PasswordSchema of the contracts). */
  hint: string;
}

/**
 * A new password and its repetition. Both are new passwords to the browser (it offers to make and save one), the
 * rule stays under the first while an error shows, and each half shows its own translated error: the rule's under the
 * password, the mismatch under the repetition, as the shared schemas place them.
 */
export function PasswordPair({ password, confirm, labels, hint }: PasswordPairProps) {
  return (
    <>
      <TextField {...password} label={labels.password} type="password" autoComplete="new-password" hint={hint} />
      <TextField {...confirm} label={labels.confirm} type="password" autoComplete="new-password" />
    </>
  );
}


/**
 * The common-namespace key for a problem the shared password schemas give. docs/product-rules.md#form-validation
 * words the mismatch "not the same" at registration and "not identical" at the reset, so the reset asks the second.
 */
export function passwordProblemKey(code: string, mismatch: 'notSame' | 'notIdentical' = 'notSame'): string {
  return code === 'validation.passwordsNotSame' && mismatch === 'notIdentical' ? 'validation.passwordsNotIdentical' : code;
}
