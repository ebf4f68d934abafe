import { z } from 'zod/mini';
import { AdminProductChangeSchema, AdminProductPayloadSchema, AdminProductRowSchema, AdminProductSchema } from '../domain/admin/adminProduct';
import { pageSchema } from '../domain/page';
import { productTypeNames } from '../domain/productType';
import { lazySchema } from '../validation/lazySchema';
import { pagingQuery, searchQuery } from './adminPaging';
import { endpoint } from './endpoint';
import { idParams } from '../domain/requestShapes';

/** The catalogue as the owner keeps it, hidden products too. */
export const adminProducts = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/products',
  auth: 'owner',
  query: lazySchema(() => z.object({ ...searchQuery(), type: z.optional(z.enum(productTypeNames)), ...pagingQuery() })),
  response: lazySchema(() => pageSchema(AdminProductRowSchema)),
  refusals: [400, 401, 403],
  summary: 'Every product in the shop’s order, hidden ones too; q finds a piece of either name or the key, type keeps one product type',
  tags: ['admin'],
});

export const adminProduct = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/products/:id',
  auth: 'owner',
  params: idParams('id'),
  response: AdminProductSchema,
  refusals: [400, 401, 403, 404],
  summary: 'A product as the owner edits it (prices in minor units), hidden or not',
  tags: ['admin'],
});

export const adminCreateProduct = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/products',
  auth: 'owner',
  body: AdminProductPayloadSchema,
  status: 201,
  response: AdminProductSchema,
  refusals: [400, 401, 403],
  summary: 'Create a product (its key made from the English name); its price starts its price history; answers it, 201',
  tags: ['admin'],
});

export const adminChangeProduct = /*#__PURE__*/ endpoint({
  method: 'PATCH',
  path: '/admin/products/:id',
  auth: 'owner',
  params: idParams('id'),
  body: AdminProductChangeSchema,
  response: AdminProductSchema,
  refusals: [400, 401, 403, 404],
  summary: 'Change a product: the fields given replace its own (hidden: true takes it out of the shop); a new price enters the price history',
  tags: ['admin'],
});

/** A picture's bytes as the body, added after the product's others. */
export const adminAddProductImage = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/products/:id/images',
  auth: 'owner',
  params: idParams('id'),
  response: AdminProductSchema,
  refusals: [400, 401, 403, 404, 413, 415, 503],
  summary: 'Add a picture after the product’s others (the raw JPEG, PNG or WebP bytes as the body, as POST /admin/images takes it); answers the product',
  tags: ['admin'],
});
