import type { FastifyRequest } from 'fastify';
import * as endpoints from '@inercise/contracts/routes/profile';
import { profileContracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { imageUploadErrors, imageBytesOf, IMAGE_CONTENT_TYPES } from '../admin/images/imageBodies.ts';
import { imageJobs } from '../images/imageJobs.ts';
import { prepareProfileImage } from '../images/profileImages.ts';
import { loadUserView } from '../users/userView.ts';
import { imagePartOf } from './multipartImage.ts';
import { writeProfile } from './profileStore.ts';

const { PROFILE_IMAGE_MAX_BYTES } = profileContracts;

/** Room for a form's part headers and boundaries around the largest picture. */
const MULTIPART_OVERHEAD = 16 * 1024;

export const profileRoutes = (app: TypedApp, ctx: AppContext): void => {
  for (const [definition, table] of [
    [endpoints.activityLevels, 'activity_level_type'],
    [endpoints.goals, 'goal_type'],
  ] as const) {
    endpointRoute(app, ctx, definition, async (_request, reply) => {
      const rows = await ctx.db.selectFrom(table).select(['key', 'position']).orderBy('position').execute();
      return reply.header('cache-control', 'public, max-age=3600').send(rows);
    });
  }

  for (const [definition, whole] of [
    [endpoints.replaceProfile, true],
    [endpoints.changeProfile, false],
  ] as const) {
    endpointRoute(app, ctx, definition, async (request) => {
      const userId = currentUserId(request);
      if (request.params.id !== userId) throw forbidden('notYourAccount');
      await ctx.db.transaction().execute((trx) => writeProfile(trx, userId, request.body, whole));
      const user = await loadUserView(ctx.db, userId);
      if (!user) throw unauthorized();
      return user;
    });
  }

  endpointRoute(app, ctx, endpoints.removeProfileImage, async (request, reply) => {
    await ctx.db.deleteFrom('profile_image').where('user_id', '=', currentUserId(request)).execute();
    return reply.send(null);
  });

  // The upload takes a body no other call of the shop takes: its readers live in this scope only.
  void app.register(async (scope) => {
    const typed = scope as unknown as TypedApp;
    // A picture is decoded in its turn among this process's picture jobs (images/imageJobs.ts); when every place and
    // the line are taken the upload is refused before its body is read (503, Retry-After), so a burst of uploads
    // holds no files in memory.
    const admitted = new WeakMap<FastifyRequest, () => void>();
    const release = async (request: FastifyRequest) => admitted.get(request)?.();
    scope.addHook('onRequest', async (request) => {
      admitted.set(request, imageJobs.admit());
    });
    scope.addHook('onResponse', release);
    scope.addHook('onRequestAbort', release);
    typed.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: PROFILE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD }, (request, body, done) =>
      done(null, imagePartOf(Buffer.isBuffer(body) ? body : Buffer.from(body), request.headers['content-type']) ?? Buffer.alloc(0)),
    );
    for (const type of IMAGE_CONTENT_TYPES) typed.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: PROFILE_IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));
    endpointRoute(
      typed,
      ctx,
      endpoints.uploadProfileImage,
      async (request) => {
        const userId = currentUserId(request);
        const prepared = await prepareProfileImage(imageBytesOf(request));
        await ctx.db
          .insertInto('profile_image')
          .values({ user_id: userId, name: prepared.name, image: prepared.image, thumbnail: prepared.thumbnail })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ name: prepared.name, image: prepared.image, thumbnail: prepared.thumbnail }))
          .execute();
        return { thumbnail: prepared.name };
      },
      // The table has no JSON body to describe: the types it reads and its own refusals (413, 415) are the route's.
      { config: ctx.sensitiveRateLimit, errorHandler: imageUploadErrors, documented: { consumes: ['multipart/form-data', ...IMAGE_CONTENT_TYPES] } },
    );
  });
};
