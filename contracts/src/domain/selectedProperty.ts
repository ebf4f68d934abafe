import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { PropertyKindSchema } from './propertyKind';
import { RecordIdSchema } from './recordId';

/** One chosen option of a cart line; `id` is the PropertyValue id. */
export const SelectedPropertySchema = lazySchema(() =>
  z.object({
    id: RecordIdSchema,
    value: z.string().check(z.maxLength(100)),
    propertyType: z.object({ name: PropertyKindSchema }),
  }),
);
export type SelectedProperty = z.infer<typeof SelectedPropertySchema>;
