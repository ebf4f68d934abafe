import { z } from 'zod/mini';

export const DiscountSchema = z.object({
  code: z.string(),
  percent: z.number(),
});
export type Discount = z.infer<typeof DiscountSchema>;
