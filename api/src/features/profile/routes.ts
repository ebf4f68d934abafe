import { z } from 'zod';
import { contracts, profileContracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { idParam } from '../../http/params.ts';
import { imageUploadErrors, imageBytesOf, IMAGE_CONTENT_TYPES } from '../admin/images/imageBodies.ts';
import { prepareProfileImage } from '../images/profileImages.ts';
import { loadUserView } from '../users/userView.ts';
import { imagePartOf } from './multipartImage.ts';
import { writeProfile } from './profileStore.ts';

const { UserSchema, ApiErrorSchema } = contracts;
const { ProfilePayloadSchema, ProfileChoiceListSchema, ProfileImageAnswerSchema, PROFILE_IMAGE_MAX_BYTES } = profileContracts;

/** Room for a form's part headers and boundaries around the largest picture. */
const MULTIPART_OVERHEAD = 16 * 1024;

export const profileRoutes = (app: TypedApp, ctx: AppContext): void => {
  const auth = { preHandler: ctx.requireUser };
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

  for (const [path, table, what] of [
    ['/activity-level-type', 'activity_level_type', 'activity levels'],
    ['/goal-type', 'goal_type', 'training goals'],
  ] as const) {
    app.get(
      path,
      { schema: { tags: ['profile'], summary: `The profile's ${what}: stable keys in the order a form offers them (each client translates them)`, response: { 200: ProfileChoiceListSchema } } },
      async (_request, reply) => {
        const rows = await ctx.db.selectFrom(table).select(['key', 'position']).orderBy('position').execute();
        return reply.header('cache-control', 'public, max-age=3600').send(rows);
      },
    );
  }

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/users/:id',
      {
        ...auth,
        schema: {
          tags: ['users'],
          summary:
            method === 'put'
              ? 'Replace the own profile (name, surname, gender, height in cm, weight in kg, birth date, activity level, goals): a field left out is cleared'
              : 'Change some fields of the own profile: only the fields sent change, null clears one',
          security: [{ bearer: [] }],
          params: z.object({ id: idParam }),
          body: ProfilePayloadSchema,
          response: { 200: UserSchema, ...errors },
        },
      },
      async (request) => {
        const userId = currentUserId(request);
        if (request.params.id !== userId) throw forbidden('notYourAccount');
        await ctx.db.transaction().execute((trx) => writeProfile(trx, userId, request.body, method === 'put'));
        const user = await loadUserView(ctx.db, userId);
        if (!user) throw unauthorized();
        return user;
      },
    );
  }

  app.delete(
    '/users/profile-image',
    { ...auth, schema: { tags: ['users'], summary: 'Remove the own profile picture (both sizes); 204 also when there was none', security: [{ bearer: [] }], response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await ctx.db.deleteFrom('profile_image').where('user_id', '=', currentUserId(request)).execute();
      return reply.status(204).send(null);
    },
  );

  // The upload takes a body no other call of the shop takes: its readers live in this scope only.
  void app.register(async (scope) => {
    const typed = scope as unknown as TypedApp;
    typed.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: PROFILE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD }, (request, body, done) =>
      done(null, imagePartOf(Buffer.isBuffer(body) ? body : Buffer.from(body), request.headers['content-type']) ?? Buffer.alloc(0)),
    );
    for (const type of IMAGE_CONTENT_TYPES) typed.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: PROFILE_IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));
    typed.post(
      '/users/upload-profile-image',
      {
        ...auth,
        config: ctx.sensitiveRateLimit,
        schema: {
          tags: ['users'],
          summary:
            'Upload the own profile picture: a form (multipart/form-data) with the file as its "image" part, or the raw JPEG, PNG or WebP bytes; up to 5 MB, at least 64 px a side. Checked by its content, cut square, kept as 256 and 64 px WebP (/image/{name}, /thumbnail/{name}); replaces the previous one',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data', ...IMAGE_CONTENT_TYPES],
          response: { 201: ProfileImageAnswerSchema, ...errors, 413: ApiErrorSchema, 415: ApiErrorSchema },
        },
        errorHandler: imageUploadErrors,
      },
      async (request, reply) => {
        const userId = currentUserId(request);
        const prepared = await prepareProfileImage(imageBytesOf(request));
        await ctx.db
          .insertInto('profile_image')
          .values({ user_id: userId, name: prepared.name, image: prepared.image, thumbnail: prepared.thumbnail })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ name: prepared.name, image: prepared.image, thumbnail: prepared.thumbnail }))
          .execute();
        return reply.status(201).send({ thumbnail: prepared.name });
      },
    );
  });
};
