import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/** Every refused request answers this body; `field` names the offending input field, null when none. */
export const ApiErrorSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    field: z.nullable(z.string()),
  }),
);
/** The body, not the error the browser throws for it (ApiError of shared/src/api). */
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
