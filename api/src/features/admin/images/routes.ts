import { adminContracts, contracts } from '../../../contracts.ts';
import { prepareImage, storeImage } from '../../images/uploadedImages.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { recordAudit } from '../audit.ts';
import { acceptImageBodies, IMAGE_CONTENT_TYPES, imageBytesOf, imageUploadErrors } from './imageBodies.ts';

const { ApiErrorSchema } = contracts;
const { AdminUploadedImageSchema } = adminContracts;

/**
 * POST /admin/images: a picture for anything the owner writes (an article's header, a product's photo), kept in the
 * database so every replica serves it at /image/{name} and /thumbnail/{name}.
 */
export const adminImageRoutes: AdminResource = (admin, ctx) => {
  acceptImageBodies(admin);
  admin.post(
    '/images',
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload a picture (the raw JPEG, PNG or WebP bytes as the body, up to 8 MB, at least 400 px on its shorter side); answers its image and thumbnail names',
        security: [{ bearer: [] }],
        consumes: [...IMAGE_CONTENT_TYPES],
        response: { 201: AdminUploadedImageSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema },
      },
      errorHandler: imageUploadErrors,
    },
    async (request, reply) => {
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
      return reply.status(201).send({ image: prepared.name, thumbnail: prepared.name });
    },
  );
};
