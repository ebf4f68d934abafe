import { ProductSchema } from '../domain/product';
import { ProductTypeListSchema } from '../domain/productType';
import { idParams, ProductPageSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

/** Every product shown in the shop, as one page (cached by the API, with its ETag). */
export const products = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/products',
  auth: 'public',
  response: ProductPageSchema,
  summary: 'All products as one page',
  tags: ['catalogue'],
});

export const product = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/products/:id',
  auth: 'public',
  params: idParams('id'),
  response: ProductSchema,
  refusals: [400, 404],
  summary: 'One product shown in the shop; 404 productNotFound for any other id',
  tags: ['catalogue'],
});

export const productTypes = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/product-type',
  auth: 'public',
  response: ProductTypeListSchema,
  summary: 'Product types in display order',
  tags: ['catalogue'],
});
