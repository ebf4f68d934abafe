import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/**
 * Declared in display order (docs/product-rules.md#catalogue-and-prices): INERCISE, COURSE, HANDLE,
 * INERCISE_ACCESSORY.
 */
export const productTypeNames = ['INERCISE', 'COURSE', 'HANDLE', 'INERCISE_ACCESSORY'] as const;
export const ProductTypeNameSchema = lazySchema(() => z.enum(productTypeNames));
export type ProductTypeName = z.infer<typeof ProductTypeNameSchema>;

export const ProductTypeSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    name: ProductTypeNameSchema,
  }),
);
export type ProductType = z.infer<typeof ProductTypeSchema>;

/** GET /product-type, in display order. */
export const ProductTypeListSchema = lazySchema(() => z.array(ProductTypeSchema));
