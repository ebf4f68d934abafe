import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { strictEmail } from './email';
import { msg } from './messageKeys';
import { PasswordSchema } from './password';

/** POST /users/reset-password body: the form sends it only for a strict e-mail (docs/product-rules.md#accounts). */
export const ResetPasswordRequestSchema = lazySchema(() => z.object({ username: strictEmail() }));
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/**
 * The new-password form. The spec shows only the identity rule; the API also asks the registration
 * password rule (a reset must not weaken an account), so the form checks it too.
 */
export const ResetPasswordConfirmFormSchema = lazySchema(() =>
  z
    .object({
      password: z.string({ error: msg('validation.fillOutAllFields') }).check(z.minLength(1, msg('validation.fillOutAllFields'))),
      confirmPassword: z.string({ error: msg('validation.fillOutAllFields') }).check(z.minLength(1, msg('validation.fillOutAllFields'))),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (form.password !== form.confirmPassword) {
          ctx.addIssue({ code: 'custom', message: msg('validation.passwordsNotSame'), path: ['confirmPassword'] });
        } else if (!PasswordSchema.safeParse(form.password).success) {
          ctx.addIssue({ code: 'custom', message: msg('validation.passwordRequirement'), path: ['password'] });
        }
      }),
    ),
);
export type ResetPasswordConfirmForm = z.infer<typeof ResetPasswordConfirmFormSchema>;

/** POST /users/reset-password/confirm body: the username and token come from the mailed link. */
export const ResetPasswordConfirmPayloadSchema = lazySchema(() =>
  z.object({
    username: z.string({ error: msg('validation.fillOutAllFields') }).check(z.minLength(1, msg('validation.fillOutAllFields')), z.maxLength(254)),
    password: PasswordSchema,
    token: z.string({ error: msg('validation.fillOutAllFields') }).check(z.minLength(1, msg('validation.fillOutAllFields')), z.maxLength(200)),
  }),
);
export type ResetPasswordConfirmPayload = z.infer<typeof ResetPasswordConfirmPayloadSchema>;

/**
 * The activation form: whoever opened the mailed link confirms the account's password there, the one chosen at
 * registration typed again or a new one (docs/product-rules.md#activation-proves-the-person).
 */
export const ActivateAccountFormSchema = lazySchema(() => z.object({ password: PasswordSchema }));
export type ActivateAccountForm = z.infer<typeof ActivateAccountFormSchema>;

/** POST /users/activate-account body: the token of the mailed link and the password confirmed with it. */
export const ActivateAccountPayloadSchema = lazySchema(() =>
  z.object({
    token: z.string({ error: msg('validation.fillOutAllFields') }).check(z.minLength(1, msg('validation.fillOutAllFields')), z.maxLength(200)),
    password: PasswordSchema,
  }),
);
export type ActivateAccountPayload = z.infer<typeof ActivateAccountPayloadSchema>;
