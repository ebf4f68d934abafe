import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { isSimpleEmail } from './email';
import { msg } from './messageKeys';

/** POST /newsletter/register body. The bot check's token is checked only when the server has a bot check configured. */
export const NewsletterFormSchema = lazySchema(() =>
  z.object({
    emailAddress: z
      .string({ error: msg('validation.invalidEmail') })
      .check(z.refine(isSimpleEmail, msg('validation.invalidEmail'))),
    captchaResponseToken: z.optional(z.string().check(z.maxLength(4096))),
  }),
);
export type NewsletterForm = z.infer<typeof NewsletterFormSchema>;
