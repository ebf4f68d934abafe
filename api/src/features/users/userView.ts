import type { DeliveryRecord, User } from '@inercise/contracts';
import type { Db } from '../../db/database.ts';
import { readDeliveryRecord } from '../address/addressStore.ts';
import { readProfile } from '../profile/profileStore.ts';

/** The user as answered: never the password hash. */
export const loadUserView = async (db: Db, userId: number): Promise<User | null> => {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'email', 'name', 'surname', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const userAddress: DeliveryRecord | null = await readDeliveryRecord(db, userId);
  const profile = await readProfile(db, userId);
  return {
    id: row.id,
    emailAddress: row.email,
    name: row.name,
    surname: row.surname,
    roleType: { name: row.role === 'ADMIN' ? 'ADMIN' : 'CUSTOMER' },
    privileges: [],
    thumbnail: profile?.thumbnail ?? null,
    gender: profile?.gender ?? null,
    height: profile?.height ?? null,
    weight: profile?.weight ?? null,
    birthDate: profile?.birthDate ?? null,
    activityLevel: profile?.activityLevel ?? null,
    goals: profile?.goals ?? [],
    healthDataConsentAt: profile?.healthDataConsentAt ?? null,
    userAddress,
  };
};
