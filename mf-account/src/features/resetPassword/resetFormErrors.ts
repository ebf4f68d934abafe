import { ResetPasswordConfirmFormSchema } from '@inercise/shared';
import { fieldErrors } from '../forms/fieldErrors';

/**
 * The new-password form's errors, as keys of the common namespace. docs/product-rules.md#form-validation words the
 * reset mismatch "passwords not identical" (registration says "not the same"), so the shared schema's mismatch key
 * is swapped for that text.
 */
export function resetFormErrors(form: { password: string; confirmPassword: string }): Record<string, string> {
  const errors = fieldErrors(ResetPasswordConfirmFormSchema.safeParse(form));
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, key === 'validation.passwordsNotSame' ? 'validation.passwordsNotIdentical' : key]),
  );
}
