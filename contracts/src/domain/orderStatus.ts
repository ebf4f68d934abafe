import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/**
 * In lifecycle order. PLACED: taken for inquiry/verification; PAYMENT_VERIFICATION: waiting for the payment provider.
 * CANCELLED: by the shop's owner, with a reason, before the order was shipped.
 */
export const orderStatusNames = [
  'INCOMPLETE',
  'PLACED',
  'PAYMENT_VERIFICATION',
  'PAID',
  'SHIPPED',
  'DELIVERED',
  'RETURNED',
  'CANCELLED',
] as const;
export const OrderStatusNameSchema = lazySchema(() => z.enum(orderStatusNames));
export type OrderStatusName = z.infer<typeof OrderStatusNameSchema>;

export const OrderStatusSchema = lazySchema(() => z.object({ name: OrderStatusNameSchema }));
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
