import { z } from 'zod';
import { AddressSchema, InvoiceAddressSchema } from './address';
import { CurrencyNameSchema } from './currency';
import { OrderStatusSchema } from './orderStatus';
import { PropertyKindSchema } from './propertyKind';

export const OrderItemSchema = z.object({
  quantity: z.number().int(),
  /** Price of one piece in the order's currency, fixed when the order was placed. */
  unitPrice: z.number(),
  product: z.object({ id: z.number().int(), name: z.string(), thumbnail: z.string() }),
  selectedProperties: z.array(z.object({ propertyType: z.object({ name: PropertyKindSchema }), value: z.string() })),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** Prices are in the order's currency. */
export const OrderSchema = z.object({
  orderNumber: z.string(),
  status: OrderStatusSchema,
  createdAt: z.string(),
  shippingAddress: AddressSchema,
  invoiceAddress: InvoiceAddressSchema.nullable(),
  originalPrice: z.number(),
  discountedPrice: z.number().nullable(),
  shipmentPrice: z.number().nullable(),
  currency: z.object({ name: CurrencyNameSchema }),
  orderItems: z.array(OrderItemSchema),
});
export type Order = z.infer<typeof OrderSchema>;
