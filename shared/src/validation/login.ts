import { z } from 'zod';
import { isStrictEmail } from './email';
import { msg } from './messageKeys';

/** POST /users/login body. A malformed e-mail gives the fill-out-all-fields text (SPEC 5). */
export const LoginPayloadSchema = z.object({
  username: z
    .string({ error: msg('validation.fillOutAllFields') })
    .min(1, msg('validation.fillOutAllFields'))
    .refine(isStrictEmail, msg('validation.fillOutAllFields')),
  password: z
    .string({ error: msg('validation.fillOutAllFields') })
    .min(1, msg('validation.fillOutAllFields'))
    .max(255, msg('validation.tooLong')),
  captchaResponseToken: z.string().max(4096).optional(),
});
export type LoginPayload = z.infer<typeof LoginPayloadSchema>;
