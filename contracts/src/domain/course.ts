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

/** GET /courses/access/{token}: the token of a buyer's course link. */
export const CourseAccessParamsSchema = lazySchema(() => z.object({ token: z.string().check(z.minLength(1), z.maxLength(64)) }));

/** What a valid course link opens: the course (product id) the course pages may play. */
export const CourseAccessSchema = lazySchema(() => z.object({ productId: z.int() }));
export type CourseAccess = z.infer<typeof CourseAccessSchema>;
