import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';

/**
 * The answer of POST /admin/images (and the image part of POST /admin/products/{id}/images): the names of an uploaded
 * picture as the shop serves it, `image` at /image/{name} (1200 px WebP) and `thumbnail` at /thumbnail/{name} (480 px).
 */
export const AdminUploadedImageSchema = lazySchema(() =>
  z.object({
    image: z.string(),
    thumbnail: z.string(),
  }),
);
export type AdminUploadedImage = z.infer<typeof AdminUploadedImageSchema>;

/** The largest picture file the back office takes (bytes); bigger ones are refused before they are read. */
export const ADMIN_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** The shortest side, in pixels, an uploaded picture needs: the shop shows it up to 1200 px wide. */
export const ADMIN_IMAGE_MIN_SIDE = 400;
/**
 * The longest side, in pixels, a picture may have (the owner's and the customers'): read from the file's header before
 * anything is decoded. 4000 px (16 megapixels, 64 MB decoded) keeps two pictures at a time within an API instance's
 * memory; the shop shows none larger than 1200 px.
 */
export const ADMIN_IMAGE_MAX_SIDE = 4_000;
