import { badRequest } from '../../http/errors.ts';

/**
 * sharp (libvips) loads on the first picture: an API instance that takes none never holds it. libvips' cache of
 * operations (up to 50 MB) is off: every picture is new, and the drawings' renderings are kept by their route. One
 * thread per operation: requests already run side by side on the thread pool, and each libvips thread holds its own
 * buffers.
 */
export const loadSharp = async () => {
  const sharp = (await import('sharp')).default;
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
};

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

export interface Square {
  side: number;
  quality: number;
}

/**
 * Decodes the picture once, turned upright, into the larger square (the whole picture with transparent margins, or
 * cut from its middle); the smaller square is made from those pixels, not from the file again. Decoding is what
 * costs memory, so each picture pays for it once.
 */
export const renderSquares = async (sharp: CheckedPicture['sharp'], bytes: Buffer, fit: 'contain' | 'cover', maxSide: number, large: Square, small: Square): Promise<[Buffer, Buffer]> => {
  try {
    const decoded = sharp(bytes, { limitInputPixels: maxSide * maxSide, sequentialRead: true }).rotate();
    const sized =
      fit === 'contain'
        ? decoded.resize(large.side, large.side, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } }).ensureAlpha()
        : decoded.resize(large.side, large.side, { fit: 'cover', position: 'centre' });
    const { data, info } = await sized.raw().toBuffer({ resolveWithObject: true });
    const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
    return await Promise.all([
      sharp(data, pixels).webp({ quality: large.quality }).toBuffer(),
      sharp(data, pixels).resize(small.side, small.side).webp({ quality: small.quality }).toBuffer(),
    ]);
  } catch {
    // A header that reads well over a body that does not decode.
    throw badRequest('imageType', 'image');
  }
};
