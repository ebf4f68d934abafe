import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { simpleEmail } from './email';
import { msg } from './messageKeys';
import { PasswordSchema } from './password';

/** POST /users body. `newsletter` true also signs the address up for the newsletter. */
export const RegistrationPayloadSchema = lazySchema(() =>
  z.object({
    emailAddress: simpleEmail('validation.emailIncorrect'),
    password: PasswordSchema,
    newsletter: z.optional(z.boolean()),
    /** The bot check's answer; the server checks it only when a bot check is configured. */
    captchaResponseToken: z.optional(z.string().check(z.maxLength(4096))),
  }),
);
export type RegistrationPayload = z.infer<typeof RegistrationPayloadSchema>;

/** The registration form: the payload plus the confirmation, which must match. */
export const RegistrationFormSchema = lazySchema(() =>
  z
    .extend(RegistrationPayloadSchema, {
      confirmPassword: z
        .string({ error: msg('validation.fillOutAllFields') })
        .check(z.minLength(1, msg('validation.fillOutAllFields'))),
    })
    .check(
      z.refine((form) => form.password === form.confirmPassword, {
        message: msg('validation.passwordsNotSame'),
        path: ['confirmPassword'],
      }),
    ),
);
export type RegistrationForm = z.infer<typeof RegistrationFormSchema>;
