import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { isStrictEmail } from './email';
import { msg } from './messageKeys';

/**
 * POST /users/login body. A malformed e-mail gives the fill-out-all-fields text
 * (docs/product-rules.md#form-validation).
 */
export const LoginPayloadSchema = lazySchema(() =>
  z.object({
    username: z
      .string({ error: msg('validation.fillOutAllFields') })
      .check(
        z.minLength(1, msg('validation.fillOutAllFields')),
        z.refine(isStrictEmail, msg('validation.fillOutAllFields')),
      ),
    password: z
      .string({ error: msg('validation.fillOutAllFields') })
      .check(z.minLength(1, msg('validation.fillOutAllFields')), z.maxLength(255, msg('validation.tooLong'))),
    captchaResponseToken: z.optional(z.string().check(z.maxLength(4096))),
  }),
);
export type LoginPayload = z.infer<typeof LoginPayloadSchema>;
