import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';

/** The payment provider's notification (Tpay's form fields), as it posts it to the shop's API. */
export const PaymentNotificationSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.maxLength(64)),
    tr_id: z.string().check(z.minLength(1), z.maxLength(128)),
    tr_date: z.optional(z.string().check(z.maxLength(64))),
    tr_crc: z.string().check(z.minLength(1), z.maxLength(128)),
    tr_amount: z.string().check(z.maxLength(32)),
    tr_paid: z.optional(z.string().check(z.maxLength(32))),
    tr_desc: z.optional(z.string().check(z.maxLength(1024))),
    tr_status: z.string().check(z.maxLength(32)),
    tr_error: z.optional(z.string().check(z.maxLength(64))),
    tr_email: z.optional(z.string().check(z.maxLength(254))),
    md5sum: z.string().check(z.maxLength(64)),
    test_mode: z.optional(z.string().check(z.maxLength(8))),
  }),
);
export type PaymentNotification = z.infer<typeof PaymentNotificationSchema>;
