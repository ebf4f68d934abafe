import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { CurrencyNameSchema } from './currency';

/**
 * The code a cart carries. A percentage code: `percent` off in both currencies. An amount code: `amount` (major
 * units) off the goods in `currency` only, and `percent` 0 (older bundles read `percent` alone).
 */
export const DiscountSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    percent: z.number(),
    amount: z.optional(z.nullable(z.number())),
    currency: z.optional(z.nullable(CurrencyNameSchema)),
  }),
);
export type Discount = z.infer<typeof DiscountSchema>;
