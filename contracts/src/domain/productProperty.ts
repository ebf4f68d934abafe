import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { PropertyKindSchema } from './propertyKind';

export const PropertyValueSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    /** An option key: the front end shows t(`products:option.${value}`). */
    value: z.string(),
    available: z.boolean(),
    daysToShip: z.int().check(z.nonnegative()),
  }),
);
export type PropertyValue = z.infer<typeof PropertyValueSchema>;

export const ProductPropertySchema = lazySchema(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    propertyType: z.object({ name: PropertyKindSchema }),
    values: z.array(PropertyValueSchema),
  }),
);
export type ProductProperty = z.infer<typeof ProductPropertySchema>;
