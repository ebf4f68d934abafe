import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/**
 * A partner the shopper can name as referrer ("feedback source") at checkout, and the partners page shows: the one
 * list the owner edits in the back office.
 */
export const PartnerSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    /** Its website or social page, '' when it has none. */
    website: z.string(),
  }),
);
export type Partner = z.infer<typeof PartnerSchema>;

/** GET /partner/list. */
export const PartnerListSchema = lazySchema(() => z.array(PartnerSchema));
