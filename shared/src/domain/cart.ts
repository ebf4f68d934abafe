import { z } from 'zod';
import { ProductSchema } from './product';
import { SelectedPropertySchema } from './selectedProperty';
import { DiscountSchema } from './discount';

export const CartItemSchema = z.object({
  id: z.number().int(),
  product: ProductSchema,
  selectedProperties: z.array(SelectedPropertySchema),
  quantity: z.number().int().positive(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/**
 * Prices in PLN and EUR. discounted* are null without a discount; shipment* are null until a
 * region with a shipment price was chosen (GET /cart/shipment/{region}).
 */
export const CartSchema = z.object({
  id: z.number().int().nullable(),
  cartItems: z.array(CartItemSchema),
  user: z.object({ id: z.number().int() }).nullable(),
  discount: DiscountSchema.nullable(),
  originalPrice: z.number(),
  discountedPrice: z.number().nullable(),
  originalPriceEur: z.number(),
  discountedPriceEur: z.number().nullable(),
  shipmentPrice: z.number().nullable(),
  shipmentPriceEur: z.number().nullable(),
});
export type Cart = z.infer<typeof CartSchema>;

export const emptyCart = (): Cart => ({
  id: null,
  cartItems: [],
  user: null,
  discount: null,
  originalPrice: 0,
  discountedPrice: null,
  originalPriceEur: 0,
  discountedPriceEur: null,
  shipmentPrice: null,
  shipmentPriceEur: null,
});
