import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { AddressSchema, InvoiceAddressSchema } from './address';
import { CurrencyNameSchema } from './currency';
import { OrderStatusSchema } from './orderStatus';
import { PropertyKindSchema } from './propertyKind';
import { ProductTextsByLanguageSchema } from './product';

export const OrderItemSchema = lazySchema(() =>
  z.object({
    quantity: z.int(),
    /** Price of one piece in the order's currency, fixed when the order was placed. */
    unitPrice: z.number(),
    /** The VAT rate (percent) the line was sold at, fixed when the order was placed; left out by an older answer: 23. */
    vatRate: z.optional(z.int()),
    /** `texts`: the product's own name and description now, when the owner has written them (see ProductSchema). */
    /** `ships`: whether the product goes out as a parcel (a course does not); left out by an older answer: it ships. */
    product: z.object({ id: z.int(), name: z.string(), texts: z.optional(ProductTextsByLanguageSchema), thumbnail: z.string(), ships: z.optional(z.boolean()) }),
    selectedProperties: z.array(z.object({ propertyType: z.object({ name: PropertyKindSchema }), value: z.string() })),
  }),
);
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** Prices are in the order's currency. */
export const OrderSchema = lazySchema(() =>
  z.object({
    orderNumber: z.string(),
    status: OrderStatusSchema,
    createdAt: z.string(),
    shippingAddress: AddressSchema,
    invoiceAddress: z.nullable(InvoiceAddressSchema),
    originalPrice: z.number(),
    discountedPrice: z.nullable(z.number()),
    shipmentPrice: z.nullable(z.number()),
    currency: z.object({ name: CurrencyNameSchema }),
    orderItems: z.array(OrderItemSchema),
    /**
     * When the buyer consented to the immediate delivery of the order's courses and acknowledged losing the right of
     * withdrawal (ISO time); null for an order without courses; left out by an older answer.
     */
    digitalConsentAt: z.optional(z.nullable(z.string())),
  }),
);
export type Order = z.infer<typeof OrderSchema>;
