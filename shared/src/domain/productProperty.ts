import { z } from 'zod/mini';
import { PropertyKindSchema } from './propertyKind';

export const PropertyValueSchema = z.object({
  id: z.int(),
  /** An option key: the front end shows t(`products:option.${value}`). */
  value: z.string(),
  available: z.boolean(),
  daysToShip: z.int().check(z.nonnegative()),
});
export type PropertyValue = z.infer<typeof PropertyValueSchema>;

export const ProductPropertySchema = z.object({
  id: z.int(),
  name: z.string(),
  propertyType: z.object({ name: PropertyKindSchema }),
  values: z.array(PropertyValueSchema),
});
export type ProductProperty = z.infer<typeof ProductPropertySchema>;
