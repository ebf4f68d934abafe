import { z } from 'zod';
import { isStrictEmail } from './email';
import { msg } from './messageKeys';

/** POST /contact body: an e-mail of the strict pattern and a non-empty message; the name may be empty. */
export const ContactFormSchema = z.object({
  emailAddress: z.string({ error: msg('validation.invalidAddress') }).refine(isStrictEmail, msg('validation.invalidAddress')),
  name: z.string().max(200, msg('validation.tooLong')).default(''),
  message: z
    .string({ error: msg('validation.emptyMessage') })
    .refine((text) => text.trim().length > 0, msg('validation.emptyMessage'))
    .refine((text) => text.length <= 5000, msg('validation.tooLong')),
});
export type ContactForm = z.input<typeof ContactFormSchema>;
