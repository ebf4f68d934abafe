import { randomBytes } from 'node:crypto';
import { adminContracts, profileContracts } from '../../contracts.ts';
import { checkPicture, renderSquares } from './checkPicture.ts';
import { imageJobs } from './imageJobs.ts';

const { PROFILE_IMAGE_SIZES } = profileContracts;
const { ADMIN_IMAGE_MAX_SIDE } = adminContracts;

/**
 * A customer's picture is named `pf-<random>.webp`: a fresh name at each upload (caches never show the previous
 * one), and not derived from the bytes, so nobody can find out whether someone uses a given photo.
 */
const PROFILE_NAME = /^pf-[0-9a-f]{24}\.webp$/;

export const isProfileImageName = (name: string): boolean => PROFILE_NAME.test(name);

export interface PreparedProfileImage {
  name: string;
  image: Buffer;
  thumbnail: Buffer;
}

/**
 * Checks a customer's picture by its bytes (as the owner's uploads: its header first, nothing decoded for a picture
 * too large) and, in its turn among this process's picture jobs, decodes it once into its two squares, 256 and 64 px
 * WebP, cut from the middle of the picture (a face fills its frame), turned upright. The metadata (camera, place) is
 * not kept: sharp writes none unless asked.
 */
export const prepareProfileImage = async (bytes: Buffer): Promise<PreparedProfileImage> => {
  const { sharp } = await checkPicture(bytes, { minSide: PROFILE_IMAGE_SIZES.thumbnail, maxSide: ADMIN_IMAGE_MAX_SIDE });
  const [image, thumbnail] = await imageJobs.run(() =>
    renderSquares(sharp, bytes, 'cover', ADMIN_IMAGE_MAX_SIDE, { side: PROFILE_IMAGE_SIZES.image, quality: 80 }, { side: PROFILE_IMAGE_SIZES.thumbnail, quality: 80 }),
  );
  return { name: `pf-${randomBytes(12).toString('hex')}.webp`, image, thumbnail };
};
