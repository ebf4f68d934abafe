import { adminUploadImage } from '@inercise/contracts/routes/adminImages';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import { prepareImage, storeImage } from '../../images/uploadedImages.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { recordAudit } from '../audit.ts';
import { acceptImageBodies, IMAGE_CONTENT_TYPES, imageBytesOf, imageUploadErrors } from './imageBodies.ts';

/**
 * POST /admin/images: a picture for anything the owner writes (an article's header, a product's photo), kept in the
 * database so every replica serves it at /image/{name} and /thumbnail/{name}.
 */
export const adminImageRoutes: AdminResource = (admin, ctx) => {
  acceptImageBodies(admin);
  endpointRoute(
    admin,
    ctx,
    adminUploadImage,
    async (request) => {
      const actor = currentAdmin(request);
      const prepared = await prepareImage(imageBytesOf(request));
      await ctx.db.transaction().execute(async (trx) => {
        await storeImage(trx, prepared);
        await recordAudit(trx, actor, {
          action: 'image.uploaded',
          entityKind: 'image',
          entityId: prepared.name,
          before: null,
          after: { name: prepared.name, width: prepared.width, height: prepared.height },
        });
      });
      return { image: prepared.name, thumbnail: prepared.name };
    },
    { errorHandler: imageUploadErrors, documented: { consumes: IMAGE_CONTENT_TYPES } },
  );
};
