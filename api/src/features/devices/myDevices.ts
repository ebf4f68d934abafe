import { sql } from 'kysely';
import type { MyDevice } from '@inercise/contracts/domain/device';
import type { Db } from '../../db/database.ts';

const iso = (value: Date | string | null): string => new Date(value ?? 0).toISOString();

/** The devices registered to one account, oldest registration first, each with its type. */
export const listMyDevices = async (db: Db, userId: number): Promise<MyDevice[]> => {
  const rows = await db
    .selectFrom('device')
    .innerJoin('device_type', 'device_type.id', 'device.device_type_id')
    .select(['device.serial_number', 'device.registered_at', 'device_type.id as type_id', 'device_type.name as type_name'])
    .where('device.user_id', '=', userId)
    .orderBy('device.registered_at')
    .orderBy('device.id')
    .execute();
  return rows.map((row) => ({ serialNumber: row.serial_number, deviceType: { id: row.type_id, name: row.type_name }, registeredAt: iso(row.registered_at) }));
};

export type RegisterOutcome = 'registered' | 'unknown' | 'taken';

/**
 * Registers a device to an account, given the hash of the code on its label: a serial number alone (they run in
 * sequence) claims nothing. One conditional update claims it only while it has no owner (or already this one): two
 * accounts racing for a serial cannot both win, whatever the isolation level. Registering one's own device again
 * changes nothing. A wrong code and an unknown serial are the same outcome, so guesses learn nothing.
 */
export const registerDevice = async (db: Db, userId: number, serialNumber: string, labelCodeHash: string): Promise<RegisterOutcome> => {
  const claimed = await db
    .updateTable('device')
    .set({ user_id: userId, registered_at: sql<Date>`case when user_id = ${userId} then registered_at else now() end` })
    .where('serial_number', '=', serialNumber)
    .where('label_code_hash', '=', labelCodeHash)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
    .returning('id')
    .executeTakeFirst();
  if (claimed) return 'registered';
  const exists = await db.selectFrom('device').select('id').where('serial_number', '=', serialNumber).where('label_code_hash', '=', labelCodeHash).executeTakeFirst();
  return exists ? 'taken' : 'unknown';
};

/** Releases one of the account's own devices; false when the account has no such device (another's is never touched). */
export const unregisterDevice = async (db: Db, userId: number, serialNumber: string): Promise<boolean> => {
  const released = await db
    .updateTable('device')
    .set({ user_id: null, registered_at: null })
    .where('serial_number', '=', serialNumber)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return released !== undefined;
};
