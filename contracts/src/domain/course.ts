import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { ProductTextsByLanguageSchema } from './product';

/**
 * A course the logged-in buyer may watch (docs/product-rules.md, "Digital products"): granted when its order was
 * paid, gone once the order is refunded. `accessUrl` is the buyer's own signed link to it.
 */
export const MyCourseSchema = lazySchema(() =>
  z.object({
    productId: z.int(),
    /** A key of the "products" namespace, or the owner's `texts`, as a product's name is. */
    name: z.string(),
    texts: z.optional(ProductTextsByLanguageSchema),
    thumbnail: z.string(),
    orderNumber: z.string(),
    /** When access was granted (ISO time). */
    grantedAt: z.string(),
    accessUrl: z.string(),
  }),
);
export type MyCourse = z.infer<typeof MyCourseSchema>;

/** GET /users/me/courses: newest grant first. */
export const MyCourseListSchema = lazySchema(() => z.array(MyCourseSchema));
