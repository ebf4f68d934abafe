import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

export const DiscountSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    percent: z.number(),
  }),
);
export type Discount = z.infer<typeof DiscountSchema>;
