import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { adminContracts } from '../../../contracts.ts';
import type { TypedApp } from '../../../context.ts';
import { HttpError } from '../../../http/errors.ts';

const { ADMIN_IMAGE_MAX_BYTES } = adminContracts;

/** The content types a picture may be sent as: the bytes decide what it really is (uploadedImages.ts). */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Lets the admin area read a picture sent as the raw request body, up to ADMIN_IMAGE_MAX_BYTES, as bytes. Only the
 * admin area: the shop's own calls still take JSON of 64 KB at most. Safe to call from every resource that takes
 * pictures: the readers are added once.
 */
export const acceptImageBodies = (admin: TypedApp): void => {
  for (const type of IMAGE_CONTENT_TYPES) {
    if (admin.hasContentTypeParser(type)) continue;
    admin.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: ADMIN_IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));
  }
};

/** The uploaded bytes, or a refusal when the body came as anything else (JSON, a form). */
export const imageBytesOf = (request: FastifyRequest): Buffer => {
  if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new HttpError(415, 'imageType', 'image');
  return request.body;
};

/** Fastify's refusals of a body that is no picture at all: a type no reader takes, or JSON, empty or malformed. */
const NOT_A_PICTURE = new Set(['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY']);

/**
 * A picture route's refusals of what Fastify stops before the route runs, in the words the back office translates:
 * a body over the limit (413 imageFileTooLarge) or one that is no picture (415 imageType, as for well-formed JSON).
 * Anything else goes on to the API's usual answers.
 */
export const imageUploadErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send({ message: 'imageFileTooLarge', field: 'image' });
  if (NOT_A_PICTURE.has(error.code)) return reply.status(415).send({ message: 'imageType', field: 'image' });
  throw error;
};
