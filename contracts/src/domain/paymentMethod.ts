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

/**
 * The payment group for "no method chosen in the shop": what EUR and non-Polish regions send. In EUR or for region
 * OTHER the order is an inquiry; in PLN for the European Union or Switzerland it is paid online, the payer choosing the
 * method on the provider's page.
 */
export const INQUIRY_PAYMENT_GROUP = '999';
