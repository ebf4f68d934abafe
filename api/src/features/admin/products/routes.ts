import * as endpoints from '@inercise/contracts/routes/adminProducts';
import { adminContracts } from '../../../contracts.ts';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { prepareImage } from '../../images/uploadedImages.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { acceptImageBodies, IMAGE_CONTENT_TYPES, imageBytesOf, imageUploadErrors } from '../images/imageBodies.ts';
import { listAdminProducts, loadAdminProduct } from './productQueries.ts';
import { addProductImage, changeProduct, createProduct } from './saveProduct.ts';

const { ADMIN_PRODUCT_LIMITS } = adminContracts;

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

  endpointRoute(admin, ctx, endpoints.adminProducts, async (request) => listAdminProducts(ctx.db, request.query));

  endpointRoute(admin, ctx, endpoints.adminProduct, async (request) => answer(request.params.id));

  endpointRoute(
    admin,
    ctx,
    endpoints.adminCreateProduct,
    async (request) => {
      const id = await createProduct(ctx.db, currentAdmin(request), request.body);
      ctx.catalogue.invalidate();
      return answer(id);
    },
    { bodyLimit: PRODUCT_BODY_LIMIT },
  );

  endpointRoute(
    admin,
    ctx,
    endpoints.adminChangeProduct,
    async (request) => {
      const product = await changeProduct(ctx.db, currentAdmin(request), request.params.id, request.body);
      ctx.catalogue.invalidate();
      return product;
    },
    { bodyLimit: PRODUCT_BODY_LIMIT },
  );

  endpointRoute(
    admin,
    ctx,
    endpoints.adminAddProductImage,
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
    { errorHandler: imageUploadErrors, documented: { consumes: IMAGE_CONTENT_TYPES } },
  );
};
