import { z } from 'zod/mini';

/** A partner the shopper can name as referrer ("feedback source") at checkout. */
export const PartnerSchema = z.object({
  id: z.int(),
  name: z.string(),
});
export type Partner = z.infer<typeof PartnerSchema>;

/** GET /partner/list. */
export const PartnerListSchema = z.array(PartnerSchema);
