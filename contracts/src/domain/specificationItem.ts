import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/** `key` is a translation key of the "products" namespace (e.g. "spec.weight"); `value` is shown as is. */
export const SpecificationItemSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    key: z.string(),
    value: z.string(),
  }),
);
export type SpecificationItem = z.infer<typeof SpecificationItemSchema>;
