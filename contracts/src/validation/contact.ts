import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { isStrictEmail } from './email';
import { msg } from './messageKeys';

/** POST /contact body: an e-mail of the strict pattern and a non-empty message; the name may be empty. */
export const ContactFormSchema = lazySchema(() =>
  z.object({
    emailAddress: z
      .string({ error: msg('validation.invalidAddress') })
      .check(z.refine(isStrictEmail, msg('validation.invalidAddress'))),
    name: z._default(z.string().check(z.maxLength(200, msg('validation.tooLong'))), ''),
    message: z
      .string({ error: msg('validation.emptyMessage') })
      .check(
        z.refine((text) => text.trim().length > 0, msg('validation.emptyMessage')),
        z.refine((text) => text.length <= 5000, msg('validation.tooLong')),
      ),
    /** The bot check's answer; the server checks it only when a bot check is configured. */
    captchaResponseToken: z.optional(z.string().check(z.maxLength(4096))),
  }),
);
export type ContactForm = z.input<typeof ContactFormSchema>;
