import { CartSchema } from '../domain/cart';
import { CartItemUpdatePayloadSchema, CartMergePayloadSchema } from '../domain/cartPayloads';
import { endpoint } from './endpoint';
import { AddToCartBodySchema, AddToCartQuerySchema, DiscountCodeParamsSchema, DiscountCurrencyQuerySchema, idParams, RegionParamsSchema } from '../domain/requestShapes';

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
  query: AddToCartQuerySchema,
  // No body is the product without options.
  body: AddToCartBodySchema,
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
  params: RegionParamsSchema,
  response: CartSchema,
  refusals,
  summary: 'Choose the delivery region: the cart then carries its shipment price (null for OTHER: no direct shipping)',
  tags: ['cart'],
});

export const applyDiscount = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/cart/apply-discount/:code',
  auth: 'customer',
  params: DiscountCodeParamsSchema,
  query: DiscountCurrencyQuerySchema,
  response: CartSchema,
  refusals: [...refusals, 429],
  summary:
    'Apply a discount code (letter case ignored): 400 discountNotFound; 410 discountInactive (switched off), discountExpired, discountUsedUp, discountCustomerLimitReached; 409 discountNotActiveYet, discountCurrencyMismatch (an amount code of another currency than `currency`, the one the shopper pays in). A new code replaces the old (codes do not combine). 429 tooManyRequests: codes tried too often from one address or by one account',
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
