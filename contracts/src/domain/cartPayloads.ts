import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { MAX_CART_LINE_QUANTITY } from './cartRule';
import { RecordIdSchema } from './recordId';
import { SelectedPropertySchema } from './selectedProperty';

const quantity = lazySchema(() => z.int().check(z.gte(1), z.lte(MAX_CART_LINE_QUANTITY)));

/** Body of POST /cart/add-product/{productId}?quantity=n: the chosen options. */
export const AddProductPayloadSchema = lazySchema(() => z.array(SelectedPropertySchema).check(z.maxLength(20)));
export type AddProductPayload = z.infer<typeof AddProductPayloadSchema>;

/** Body of PATCH /cart/cart-item/: the line id and its new quantity (and options). */
export const CartItemUpdatePayloadSchema = lazySchema(() =>
  z.object({
    id: RecordIdSchema,
    quantity,
    selectedProperties: z.optional(z.array(SelectedPropertySchema).check(z.maxLength(20))),
  }),
);
export type CartItemUpdatePayload = z.infer<typeof CartItemUpdatePayloadSchema>;

/** Body of PATCH /cart/merge: the guest cart's lines. Only product.id is read; prices come from the database. */
export const CartMergePayloadSchema = lazySchema(() =>
  z.object({
    cartItems: z
      .array(
        z.object({
          product: z.object({ id: RecordIdSchema }),
          selectedProperties: z.array(SelectedPropertySchema).check(z.maxLength(20)),
          quantity,
        }),
      )
      .check(z.maxLength(100)),
  }),
);
export type CartMergePayload = z.infer<typeof CartMergePayloadSchema>;
