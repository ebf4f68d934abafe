import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/** The shop sells in PLN (default, id 1) and EUR. */
export const CurrencyNameSchema = lazySchema(() => z.enum(['PLN', 'EUR']));
export type CurrencyName = z.infer<typeof CurrencyNameSchema>;

export const CurrencySchema = lazySchema(() =>
  z.object({
    id: z.int(),
    name: CurrencyNameSchema,
  }),
);
export type Currency = z.infer<typeof CurrencySchema>;

export const DEFAULT_CURRENCY: CurrencyName = 'PLN';
