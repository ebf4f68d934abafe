import { z } from 'zod/mini';
import { CartSchema } from '../domain/cart';
import { AddProductPayloadSchema, CartItemUpdatePayloadSchema, CartMergePayloadSchema, MAX_CART_LINE_QUANTITY } from '../domain/cartPayloads';
import { CurrencyNameSchema } from '../domain/currency';
import { RegionSchema } from '../domain/region';
import { lazySchema } from '../validation/lazySchema';
import { endpoint } from './endpoint';
import { idParams } from './params';

// The logged-in shopper's server cart: every answer is the whole cart, priced by the API.

const refusals = [400, 401, 404, 409, 410] as const;

export const cart = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/cart',
  auth: 'customer',
  response: CartSchema,
  refusals,
  summary: 'The cart',
  tags: ['cart'],
});

export const addToCart = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/cart/add-product/:productId',
  auth: 'customer',
  params: idParams('productId'),
  query: lazySchema(() =>
    z.object({
      quantity: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(MAX_CART_LINE_QUANTITY))), 1),
    }),
  ),
  // No body is the product without options.
  body: lazySchema(() => z._default(z.optional(AddProductPayloadSchema), [])),
  response: CartSchema,
  refusals,
  summary: 'Add a product with its chosen options; the same product and options add up',
  tags: ['cart'],
});

export const changeCartLine = /*#__PURE__*/ endpoint({
  method: 'PATCH',
  path: '/cart/cart-item',
  auth: 'customer',
  body: CartItemUpdatePayloadSchema,
  response: CartSchema,
  refusals,
  summary: 'Change a line: quantity (and options)',
  tags: ['cart'],
});

export const removeCartLine = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/cart/remove-cart-item/:id',
  auth: 'customer',
  params: idParams('id'),
  response: CartSchema,
  refusals,
  summary: 'Remove a line',
  tags: ['cart'],
});

export const mergeCart = /*#__PURE__*/ endpoint({
  method: 'PATCH',
  path: '/cart/merge',
  auth: 'customer',
  body: CartMergePayloadSchema,
  response: CartSchema,
  refusals,
  summary: 'Merge a guest cart: same product and options add up',
  tags: ['cart'],
});

export const chooseShipment = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/cart/shipment/:region',
  auth: 'customer',
  params: lazySchema(() => z.object({ region: RegionSchema })),
  response: CartSchema,
  refusals,
  summary: 'Choose the delivery region: the cart then carries its shipment price (null for OTHER: no direct shipping)',
  tags: ['cart'],
});

export const applyDiscount = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/cart/apply-discount/:code',
  auth: 'customer',
  params: lazySchema(() => z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)) })),
  query: lazySchema(() => z.object({ currency: z.optional(CurrencyNameSchema) })),
  response: CartSchema,
  refusals,
  summary:
    'Apply a discount code (letter case ignored): 400 discountNotFound; 410 discountInactive (switched off), discountExpired, discountUsedUp, discountCustomerLimitReached; 409 discountNotActiveYet, discountCurrencyMismatch (an amount code of another currency than `currency`, the one the shopper pays in). A new code replaces the old (codes do not combine)',
  tags: ['cart'],
});

export const selectReferrer = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/cart/select-referrer/:partnerId',
  auth: 'customer',
  params: idParams('partnerId'),
  response: CartSchema,
  refusals,
  summary: 'Name the partner who referred the shopper',
  tags: ['cart'],
});
