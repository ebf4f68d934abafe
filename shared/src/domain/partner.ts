import { z } from 'zod';

/** A partner the shopper can name as referrer ("feedback source") at checkout. */
export const PartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type Partner = z.infer<typeof PartnerSchema>;
