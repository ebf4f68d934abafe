import { z } from 'zod/mini';
import { lazySchema } from './lazySchema';
import { msg } from './messageKeys';

/**
 * The account's password typed again before an act that cannot be taken back or hands over everything the shop holds
 * (deleting the account, downloading its data): a bearer token alone, left in an open browser or stolen, is not enough.
 */
export const ConfirmPasswordPayloadSchema = lazySchema(() =>
  z.object({
    password: z
      .string({ error: msg('validation.fillOutAllFields') })
      .check(z.minLength(1, msg('validation.fillOutAllFields')), z.maxLength(255, msg('validation.tooLong'))),
  }),
);
export type ConfirmPasswordPayload = z.infer<typeof ConfirmPasswordPayloadSchema>;
