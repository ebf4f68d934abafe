import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { DeliveryRecordPayloadSchema } from '../validation/address';
import { BeginTransactionPayloadSchema } from './beginTransaction';

/**
 * Body of POST /orders, "Order and pay" in one call: the delivery record as POST|PATCH /address takes it (with its
 * id: the saved record is updated, without: it is created) beside the payment choice as POST /tpay/beginTransaction
 * takes it. Flat, so a refusal names the same field (`shippingAddress.phoneNumber`, `paymentGroup`) as those two do.
 */
export const PlaceOrderPayloadSchema = lazySchema(() => z.extend(DeliveryRecordPayloadSchema, BeginTransactionPayloadSchema.shape));
export type PlaceOrderPayload = z.input<typeof PlaceOrderPayloadSchema>;

/**
 * Answer of POST /orders: the order's number, where the shopper goes next (`location`: the payment page URL, or the
 * in-app /order path of an order for inquiry, as beginTransaction's text) and the id of the delivery record saved.
 */
export const PlacedOrderSchema = lazySchema(() =>
  z.object({
    orderNumber: z.string(),
    location: z.string(),
    addressId: z.int(),
  }),
);
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;
