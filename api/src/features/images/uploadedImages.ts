import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { adminContracts } from '../../contracts.ts';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { checkPicture, renderSquares } from './checkPicture.ts';
import { imageJobs } from './imageJobs.ts';

const { ADMIN_IMAGE_MAX_SIDE, ADMIN_IMAGE_MIN_SIDE } = adminContracts;

/** The sizes the shop serves, as for its own drawings (routes.ts): squares, WebP. */
export const IMAGE_SIZES = { image: 1200, thumbnail: 480 } as const;

/** Uploaded pictures are named `up-<hash of their bytes>.webp`: the same file uploaded twice is stored once. */
const UPLOADED_NAME = /^up-[0-9a-f]{24}\.webp$/;

export const isUploadedName = (name: string): boolean => UPLOADED_NAME.test(name);

/** A picture checked and made into the shop's sizes, not stored yet. */
export interface PreparedImage {
  name: string;
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an uploaded file by its bytes, whatever its content type said: a JPEG, PNG or WebP picture whose shorter
 * side has at least ADMIN_IMAGE_MIN_SIDE pixels and whose longer one at most ADMIN_IMAGE_MAX_SIDE (read from the
 * header, before anything is decoded: a small file claiming a huge picture is refused before it costs memory).
 * Then, in its turn among this process's picture jobs (imageJobs.ts: 503 when too many wait), decodes it once and
 * makes the two squares the shop serves, the whole picture fitted in with transparent margins (nothing of the
 * product is cut off), turned upright as the camera recorded it.
 */
export const prepareImage = async (bytes: Buffer): Promise<PreparedImage> => {
  const { sharp, width, height } = await checkPicture(bytes, { minSide: ADMIN_IMAGE_MIN_SIDE, maxSide: ADMIN_IMAGE_MAX_SIDE });
  const [image, thumbnail] = await imageJobs.run(() =>
    renderSquares(sharp, bytes, 'contain', ADMIN_IMAGE_MAX_SIDE, { side: IMAGE_SIZES.image, quality: 82 }, { side: IMAGE_SIZES.thumbnail, quality: 76 }),
  );
  const name = `up-${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.webp`;
  return { name, image, thumbnail, width, height };
};

/** Keeps a prepared picture; the same picture stored before stays as it is. */
export const storeImage = async (trx: Transaction<DB>, prepared: PreparedImage): Promise<void> => {
  await trx
    .insertInto('uploaded_image')
    .values({ name: prepared.name, image: prepared.image, thumbnail: prepared.thumbnail, width: prepared.width, height: prepared.height })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
};

/** One size of an uploaded picture, or null when there is no picture of that name. */
export const readUploadedImage = async (db: Db, name: string, kind: keyof typeof IMAGE_SIZES): Promise<Buffer | null> => {
  const row = await db.selectFrom('uploaded_image').select(kind === 'image' ? 'image as bytes' : 'thumbnail as bytes').where('name', '=', name).executeTakeFirst();
  return row ? Buffer.from(row.bytes) : null;
};

/** The names among `names` that are neither uploaded pictures kept here nor the shop's own drawings. */
export const unknownImageNames = async (db: Db | Transaction<DB>, names: string[], isDrawing: (name: string) => boolean): Promise<string[]> => {
  const uploaded = names.filter(isUploadedName);
  const kept = uploaded.length === 0 ? [] : await db.selectFrom('uploaded_image').select('name').where('name', 'in', uploaded).execute();
  const known = new Set(kept.map((row) => row.name));
  return names.filter((name) => !known.has(name) && !(!isUploadedName(name) && isDrawing(name)));
};
