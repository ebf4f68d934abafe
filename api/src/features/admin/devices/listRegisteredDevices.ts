import { sql } from 'kysely';
import type { AdminDevice } from '@inercise/contracts/admin';
import type { Db } from '../../../db/database.ts';

const LIMIT = 500;

/** Registered devices with their customer, newest registration first; `email` narrows to customers whose e-mail holds it. */
export const listRegisteredDevices = async (db: Db, email: string): Promise<AdminDevice[]> => {
  let query = db
    .selectFrom('device')
    .innerJoin('app_user', 'app_user.id', 'device.user_id')
    .innerJoin('device_type', 'device_type.id', 'device.device_type_id')
    .select(['device.id', 'device.serial_number', 'device_type.name as type_name', 'app_user.id as user_id', 'app_user.email', 'device.registered_at']);
  const needle = email.trim().toLowerCase();
  // strpos, not LIKE: a "%" or "_" the owner types is searched for as itself.
  if (needle !== '') query = query.where(sql<number>`strpos(lower(app_user.email), ${needle})`, '>', 0);
  const rows = await query.orderBy('device.registered_at', 'desc').orderBy('device.id', 'desc').limit(LIMIT).execute();
  return rows.map((row) => ({
    id: row.id,
    serialNumber: row.serial_number,
    deviceType: row.type_name,
    customerId: row.user_id,
    customerEmail: row.email,
    registeredAt: new Date(row.registered_at ?? 0).toISOString(),
  }));
};
