import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { ProductSchema } from './product';
import { SelectedPropertySchema } from './selectedProperty';
import { DiscountSchema } from './discount';

export const CartItemSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    product: ProductSchema,
    selectedProperties: z.array(SelectedPropertySchema),
    quantity: z.int().check(z.positive()),
    /**
     * Set when the line can no longer be ordered: the owner took the product out of the shop, or no longer offers an
     * option chosen for it. Such a line counts in no total; it waits to be removed.
     */
    unavailable: z.optional(z.enum(['productHidden', 'optionRemoved'])),
  }),
);
export type CartItem = z.infer<typeof CartItemSchema>;

/**
 * Prices in PLN and EUR. discounted* are null without a discount; shipment* are null until a
 * region with a shipment price was chosen (GET /cart/shipment/{region}).
 */
export const CartSchema = lazySchema(() =>
  z.object({
    id: z.nullable(z.int()),
    cartItems: z.array(CartItemSchema),
    user: z.nullable(z.object({ id: z.int() })),
    discount: z.nullable(DiscountSchema),
    originalPrice: z.number(),
    discountedPrice: z.nullable(z.number()),
    originalPriceEur: z.number(),
    discountedPriceEur: z.nullable(z.number()),
    shipmentPrice: z.nullable(z.number()),
    shipmentPriceEur: z.nullable(z.number()),
  }),
);
export type Cart = z.infer<typeof CartSchema>;
