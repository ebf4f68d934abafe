import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/** Every refused request answers this body; `field` names the offending input field, null when none. */
export const ApiErrorSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    field: z.nullable(z.string()),
  }),
);
export type ApiError = z.infer<typeof ApiErrorSchema>;
