import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/** A Tpay bank group: `id` is the paymentGroup sent to beginTransaction, `img` a logo URL. */
export const PaymentMethodSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    img: z.string(),
  }),
);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** GET /tpay/payment-methods answers a map keyed by the group id (as a string). */
export const PaymentMethodsSchema = lazySchema(() => z.record(z.string(), PaymentMethodSchema));
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;

/** The fixed payment group for non-Polish regions or EUR: an order for inquiry, no online payment. */
export const INQUIRY_PAYMENT_GROUP = '999';
