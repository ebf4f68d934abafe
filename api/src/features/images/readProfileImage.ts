import type { Db } from '../../db/database.ts';

/** One size of a customer's picture (image 256 px, thumbnail 64 px), or null when there is none of that name. */
export const readProfileImage = async (db: Db, name: string, kind: 'image' | 'thumbnail'): Promise<Buffer | null> => {
  const row = await db.selectFrom('profile_image').select(kind === 'image' ? 'image as bytes' : 'thumbnail as bytes').where('name', '=', name).executeTakeFirst();
  return row ? Buffer.from(row.bytes) : null;
};
