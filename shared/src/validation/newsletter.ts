import { z } from 'zod';
import { isSimpleEmail } from './email';
import { msg } from './messageKeys';

/** POST /newsletter/register body. The captcha token is checked only when the server has a captcha secret. */
export const NewsletterFormSchema = z.object({
  emailAddress: z.string({ error: msg('validation.invalidEmail') }).refine(isSimpleEmail, msg('validation.invalidEmail')),
  captchaResponseToken: z.string().max(4096).optional(),
});
export type NewsletterForm = z.infer<typeof NewsletterFormSchema>;
