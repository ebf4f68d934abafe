import { AdminUploadedImageSchema } from '../domain/admin/adminImage';
import { endpoint } from './endpoint';

/** A picture for anything the owner writes (an article's header, a product's photo): its bytes are the body. */
export const adminUploadImage = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/images',
  auth: 'owner',
  status: 201,
  response: AdminUploadedImageSchema,
  refusals: [400, 401, 403, 413, 415, 503],
  summary:
    'Upload a picture (the raw JPEG, PNG or WebP bytes as the body, up to 8 MB, at least 400 px on its shorter side); answers its image and thumbnail names',
  tags: ['admin'],
});
