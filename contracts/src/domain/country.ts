import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { RegionSchema } from './region';

export const CountrySchema = lazySchema(() =>
  z.object({
    /** ISO 3166-1 alpha-2 code, e.g. "PL". */
    abbreviation: z.string().check(z.length(2)),
    name: z.string(),
    namePl: z.string(),
    /** Dialling code with a plus, e.g. "+48"; empty when the country has none. */
    areaCode: z.string(),
    euMember: z.boolean(),
    region: RegionSchema,
  }),
);
export type Country = z.infer<typeof CountrySchema>;
