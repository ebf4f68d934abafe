import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';
import { msg } from '../../validation/messageKeys';
import { AddressSchema, InvoiceAddressSchema } from '../address';
import { CurrencyNameSchema } from '../currency';
import { OrderItemSchema } from '../order';
import { OrderStatusNameSchema } from '../orderStatus';
import { AdminActorSchema } from './adminActor';
import { isAdminDay } from './adminDay';


/** One row of GET /admin/orders. Amounts in the order's currency, major units. */
export const AdminOrderRowSchema = lazySchema(() =>
  z.object({
    orderNumber: z.string(),
    status: OrderStatusNameSchema,
    createdAt: z.string(),
    paidAt: z.nullable(z.string()),
    currency: CurrencyNameSchema,
    totalPrice: z.number(),
    /** The customer's account e-mail; null once the account is deleted. */
    email: z.nullable(z.string()),
    /** Name and surname of the shipping address. */
    customerName: z.string(),
    /** Pieces ordered, all lines together. */
    itemCount: z.int(),
  }),
);
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

/** One move of an order's status, with who made it. */
export const AdminOrderStatusChangeSchema = lazySchema(() =>
  z.object({
    at: z.string(),
    from: OrderStatusNameSchema,
    to: OrderStatusNameSchema,
    reason: z.nullable(z.string()),
    trackingNumber: z.nullable(z.string()),
    by: AdminActorSchema,
  }),
);
export type AdminOrderStatusChange = z.infer<typeof AdminOrderStatusChangeSchema>;

/** GET /admin/orders/{orderNumber}: the whole order as the owner handles it. */
export const AdminOrderDetailSchema = lazySchema(() =>
  z.object({
    orderNumber: z.string(),
    status: OrderStatusNameSchema,
    /** The statuses the owner may move it to now. */
    nextStatuses: z.array(OrderStatusNameSchema),
    createdAt: z.string(),
    paidAt: z.nullable(z.string()),
    /**
     * When the payment provider reported the payment taken back by the payer's bank (a chargeback); null: never.
     * Optional for an API that does not report chargebacks yet.
     */
    chargedBackAt: z.optional(z.nullable(z.string())),
    /**
     * An order waiting for its payment is cancelled at this moment unless paid (the terms' period after placing, or
     * the owner's extension); null: not waiting for a payment. Optional for an API that does not cancel unpaid orders.
     */
    paymentDueAt: z.optional(z.nullable(z.string())),
    updatedAt: z.string(),
    language: z.enum(['pl', 'en']),
    currency: CurrencyNameSchema,
    originalPrice: z.number(),
    discountedPrice: z.nullable(z.number()),
    shipmentPrice: z.nullable(z.number()),
    totalPrice: z.number(),
    discountCode: z.nullable(z.string()),
    partner: z.nullable(z.object({ id: z.int(), name: z.string() })),
    payment: z.object({ group: z.string(), provider: z.nullable(z.string()), transactionId: z.nullable(z.string()) }),
    customer: z.nullable(z.object({ userId: z.int(), email: z.string() })),
    shippingAddress: AddressSchema,
    invoiceAddress: z.nullable(InvoiceAddressSchema),
    items: z.array(OrderItemSchema),
    /** What the payment provider reported for the order's transaction, oldest first. */
    paymentNotifications: z.array(z.object({ receivedAt: z.string(), status: z.string(), outcome: z.string(), amount: z.nullable(z.string()) })),
    /** The owner's status moves, oldest first. */
    statusHistory: z.array(AdminOrderStatusChangeSchema),
  }),
);
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/**
 * Body of POST /admin/orders/{orderNumber}/status. CANCELLED needs a reason (kept in the history, not mailed); a
 * tracking number goes only with SHIPPED (it is mailed to the customer).
 */
export const AdminOrderStatusChangePayloadSchema = lazySchema(() =>
  z
    .object({
      status: OrderStatusNameSchema,
      reason: z.optional(z.nullable(z.string().check(z.maxLength(500, msg('validation.tooLong'))))),
      trackingNumber: z.optional(z.nullable(z.string().check(z.maxLength(100, msg('validation.tooLong'))))),
    })
    .check(
      z.refine((body) => body.status !== 'CANCELLED' || Boolean(body.reason?.trim()), { message: 'reasonRequired', path: ['reason'] }),
      z.refine((body) => body.status === 'SHIPPED' || !body.trackingNumber?.trim(), { message: 'trackingNumberOnlyWhenShipped', path: ['trackingNumber'] }),
    ),
);
export type AdminOrderStatusChangePayload = z.infer<typeof AdminOrderStatusChangePayloadSchema>;

/** Body of POST /admin/orders/{orderNumber}/payment-deadline: the last day (in Poland) the buyer may pay. */
export const AdminPaymentDeadlinePayloadSchema = lazySchema(() => z.object({ until: z.string().check(z.refine(isAdminDay, 'invalidDate')) }));
export type AdminPaymentDeadlinePayload = z.infer<typeof AdminPaymentDeadlinePayloadSchema>;
