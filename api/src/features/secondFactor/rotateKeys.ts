import type { Db } from '../../db/database.ts';
import type { SecretBox } from './secretBox.ts';

export interface Rotation {
  /** Sealed again with the first key of TOTP_KEYS. */
  resealed: number;
  /** Sealed with it already. */
  current: number;
  /** Sealed with a key no longer given: that owner needs `admin reset-second-factor`. */
  unreadable: number;
}

/**
 * Seals every owner's second-factor key with the first key of TOTP_KEYS (also those sealed under JWT_SECRET before
 * the keys were separate). Afterwards the old keys may leave TOTP_KEYS and JWT_SECRET may change without locking an
 * owner out. Each row is written only if nothing changed it meanwhile (an enrolment started again): safe while the
 * shop runs, and to repeat.
 */
export const rotateSecondFactorKeys = async (db: Db, box: SecretBox): Promise<Rotation> => {
  const rotation: Rotation = { resealed: 0, current: 0, unreadable: 0 };
  const rows = await db.selectFrom('second_factor').select(['user_id', 'secret_sealed']).orderBy('user_id').execute();
  for (const row of rows) {
    if (box.current(row.secret_sealed)) {
      rotation.current += 1;
      continue;
    }
    let plain: Buffer;
    try {
      plain = box.open(row.secret_sealed);
    } catch {
      rotation.unreadable += 1;
      continue;
    }
    const updated = await db
      .updateTable('second_factor')
      .set({ secret_sealed: box.seal(plain) })
      .where('user_id', '=', row.user_id)
      .where('secret_sealed', '=', row.secret_sealed)
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) rotation.resealed += 1;
    else rotation.current += 1;
  }
  return rotation;
};
