import { badRequest } from '../../http/errors.ts';

/** sharp (libvips) loads on the first picture: an API instance that takes none never holds it. */
export const loadSharp = async () => (await import('sharp')).default;

export interface CheckedPicture {
  sharp: Awaited<ReturnType<typeof loadSharp>>;
  /** Upright, as the camera recorded it. */
  width: number;
  height: number;
}

/**
 * Checks an uploaded file by its bytes, whatever its content type said: a still JPEG, PNG or WebP picture whose
 * shorter side has at least `minSide` pixels and whose longer one at most `maxSide` (read from the header, before
 * anything is decoded: a small file claiming a huge picture is refused before it costs memory).
 */
export const checkPicture = async (bytes: Buffer, limits: { minSide: number; maxSide: number }): Promise<CheckedPicture> => {
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('imageType', 'image');
  }
  if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format) || !meta.width || !meta.height) throw badRequest('imageType', 'image');
  // Orientations 5 to 8 turn the picture a quarter: its sides swap.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  // An animation is no picture of a thing or a face: the shop would show its first frame only.
  if ((meta.pages ?? 1) > 1) throw badRequest('imageType', 'image');
  if (Math.max(width, height) > limits.maxSide) throw badRequest('imageTooLarge', 'image');
  if (Math.min(width, height) < limits.minSide) throw badRequest('imageTooSmall', 'image');
  return { sharp, width, height };
};
