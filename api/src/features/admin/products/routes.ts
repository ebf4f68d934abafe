import { z } from 'zod';
import { adminContracts, contracts } from '../../../contracts.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { prepareImage } from '../../images/uploadedImages.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { acceptImageBodies, IMAGE_CONTENT_TYPES, imageBytesOf, imageUploadErrors } from '../images/imageBodies.ts';
import { pagingQuery, searchQuery } from '../paging.ts';
import { listAdminProducts, loadAdminProduct } from './productQueries.ts';
import { addProductImage, changeProduct, createProduct } from './saveProduct.ts';

const { ApiErrorSchema, pageSchema, productTypeNames } = contracts;
const { AdminProductSchema, AdminProductRowSchema, AdminProductPayloadSchema, AdminProductChangeSchema, ADMIN_PRODUCT_LIMITS } = adminContracts;

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const productNotFound = () => notFound('productNotFound', 'id');
/**
 * The largest product the contract takes (ADMIN_PRODUCT_LIMITS: 30 options of 30 values, 30 specification rows, two
 * descriptions) is well over the shop's 64 KB for a body as JSON: the owner's products get room for it. Only an
 * admin's request is read at all (area.ts).
 */
const PRODUCT_BODY_LIMIT = 1024 * 1024;

/**
 * The catalogue as the owner keeps it: products listed (hidden ones too), created, changed, hidden and shown, and
 * given pictures. Every write goes through the catalogue's versioned transaction, so the shop's caches and
 * pre-compressed answers are rebuilt on every replica within a second, and on this one at once.
 */
export const adminProductRoutes: AdminResource = (admin, ctx) => {
  acceptImageBodies(admin);
  const answer = async (id: number) => {
    const product = await loadAdminProduct(ctx.db, id);
    if (!product) throw productNotFound();
    return product;
  };

  admin.get(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every product in the shop’s order, hidden ones too; q finds a piece of either name or the key, type keeps one product type',
        security: [{ bearer: [] }],
        querystring: z.object({
          ...searchQuery,
          type: z.enum(productTypeNames).optional(),
          ...pagingQuery,
        }),
        response: { 200: pageSchema(AdminProductRowSchema), ...refusals },
      },
    },
    async (request) => listAdminProducts(ctx.db, request.query),
  );

  admin.get(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A product as the owner edits it (prices in minor units), hidden or not',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: AdminProductSchema, ...refusals, 404: ApiErrorSchema },
      },
    },
    async (request) => answer(request.params.id),
  );

  admin.post(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a product (its key made from the English name); its price starts its price history; answers it, 201',
        security: [{ bearer: [] }],
        body: AdminProductPayloadSchema,
        response: { 201: AdminProductSchema, ...refusals },
      },
      bodyLimit: PRODUCT_BODY_LIMIT,
    },
    async (request, reply) => {
      const id = await createProduct(ctx.db, currentAdmin(request), request.body);
      ctx.catalogue.invalidate();
      return reply.status(201).send(await answer(id));
    },
  );

  admin.patch(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a product: the fields given replace its own (hidden: true takes it out of the shop); a new price enters the price history',
        security: [{ bearer: [] }],
        params: idParams,
        body: AdminProductChangeSchema,
        response: { 200: AdminProductSchema, ...refusals, 404: ApiErrorSchema },
      },
      bodyLimit: PRODUCT_BODY_LIMIT,
    },
    async (request) => {
      const product = await changeProduct(ctx.db, currentAdmin(request), request.params.id, request.body);
      ctx.catalogue.invalidate();
      return product;
    },
  );

  admin.post(
    '/products/:id/images',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a picture after the product’s others (the raw JPEG, PNG or WebP bytes as the body, as POST /admin/images takes it); answers the product',
        security: [{ bearer: [] }],
        params: idParams,
        consumes: [...IMAGE_CONTENT_TYPES],
        response: { 200: AdminProductSchema, ...refusals, 404: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema },
      },
      errorHandler: imageUploadErrors,
    },
    async (request) => {
      const actor = currentAdmin(request);
      // No picture is made for a product that is not there, or has no room for another (addProductImage checks again).
      const current = await answer(request.params.id);
      if (current.images.length >= ADMIN_PRODUCT_LIMITS.rows) throw badRequest('validation.tooLong', 'images');
      const prepared = await prepareImage(imageBytesOf(request));
      const product = await addProductImage(ctx.db, actor, request.params.id, prepared);
      ctx.catalogue.invalidate();
      return product;
    },
  );
};
