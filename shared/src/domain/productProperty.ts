import { z } from 'zod';
import { PropertyKindSchema } from './propertyKind';

export const PropertyValueSchema = z.object({
  id: z.number().int(),
  /** An option key: the front end shows t(`products:option.${value}`). */
  value: z.string(),
  available: z.boolean(),
  daysToShip: z.number().int().nonnegative(),
});
export type PropertyValue = z.infer<typeof PropertyValueSchema>;

export const ProductPropertySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  propertyType: z.object({ name: PropertyKindSchema }),
  values: z.array(PropertyValueSchema),
});
export type ProductProperty = z.infer<typeof ProductPropertySchema>;
