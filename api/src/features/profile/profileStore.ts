import { sql, type Transaction } from 'kysely';
import type { ProfilePayload } from '@inercise/contracts/profile';
import { profileContracts } from '../../contracts.ts';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** The profile as the user view answers it (name and surname are the account's own columns). */
export interface StoredProfile {
  thumbnail: string | null;
  gender: string | null;
  height: number | null;
  weight: number | null;
  birthDate: string | null;
  activityLevel: string | null;
  goals: string[];
  /** ISO time of the consent to keep the health-like fields, null without it. */
  healthDataConsentAt: string | null;
}

export const readProfile = async (db: Db | Transaction<DB>, userId: number): Promise<StoredProfile | null> => {
  const row = await db
    .selectFrom('app_user')
    .leftJoin('profile_image', 'profile_image.user_id', 'app_user.id')
    // The date as text: drivers turn a date column into a midnight in the server's zone, a day off elsewhere.
    .select(['gender', 'height_cm', 'weight_tenths', 'activity_level', 'health_data_consent_at', 'profile_image.name as thumbnail', sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date')])
    .where('app_user.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const goals = await db.selectFrom('user_goal').innerJoin('goal_type', 'goal_type.key', 'user_goal.goal').select('goal').where('user_id', '=', userId).orderBy('goal_type.position').execute();
  return {
    thumbnail: row.thumbnail,
    gender: row.gender,
    height: row.height_cm,
    weight: row.weight_tenths === null ? null : row.weight_tenths / 10,
    birthDate: row.birth_date,
    activityLevel: row.activity_level,
    goals: goals.map(({ goal }) => goal),
    healthDataConsentAt: row.health_data_consent_at === null ? null : new Date(row.health_data_consent_at).toISOString(),
  };
};

type Column = 'name' | 'surname' | 'gender' | 'height_cm' | 'weight_tenths' | 'birth_date' | 'activity_level';

/** What a withdrawn consent clears: every health-like field (the goals are their own table). */
const HEALTH_COLUMNS_CLEARED = { gender: null, height_cm: null, weight_tenths: null, birth_date: null, activity_level: null, health_data_consent_at: null } as const;

/**
 * Writes a checked profile. `replace` (PUT) clears what the payload leaves out; otherwise (PATCH) only the fields
 * sent change. Run it inside a transaction: the goals are replaced as a whole.
 * The health-like fields need the customer's explicit consent (art. 9 GDPR): given with `healthDataConsent: true`
 * (its time kept), withdrawn with false, which clears them; a value for one of them without a consent, given now or
 * before, is refused (healthDataConsentRequired).
 */
export const writeProfile = async (trx: Transaction<DB>, userId: number, payload: ProfilePayload, replace: boolean): Promise<void> => {
  if (payload.healthDataConsent === false) {
    // The schema refuses health values sent with a withdrawal: only the name and surname may change with it.
    await trx.updateTable('app_user').set(HEALTH_COLUMNS_CLEARED).where('id', '=', userId).execute();
    await trx.deleteFrom('user_goal').where('user_id', '=', userId).execute();
  } else if (payload.healthDataConsent === true) {
    await trx.updateTable('app_user').set({ health_data_consent_at: sql`coalesce(health_data_consent_at, now())` }).where('id', '=', userId).execute();
  } else if (profileContracts.givesHealthData(payload)) {
    const stored = await trx.selectFrom('app_user').select('health_data_consent_at').where('id', '=', userId).executeTakeFirst();
    if (!stored?.health_data_consent_at) throw badRequest('validation.healthDataConsentRequired', 'healthDataConsent');
  }
  const pick = <T>(value: T | null | undefined): T | null | undefined => (value === undefined ? (replace ? null : undefined) : value);
  const columns: Partial<Record<Column, string | number | null>> = {
    name: pick(payload.name === '' ? null : payload.name),
    surname: pick(payload.surname === '' ? null : payload.surname),
    gender: pick(payload.gender),
    height_cm: pick(payload.height === undefined || payload.height === null ? payload.height : Math.round(payload.height)),
    weight_tenths: pick(payload.weight === undefined || payload.weight === null ? payload.weight : Math.round(payload.weight * 10)),
    birth_date: pick(payload.birthDate),
    activity_level: pick(payload.activityLevel),
  };
  const set = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) await trx.updateTable('app_user').set(set).where('id', '=', userId).execute();
  const goals = payload.goals ?? (replace ? [] : undefined);
  if (goals === undefined) return;
  await trx.deleteFrom('user_goal').where('user_id', '=', userId).execute();
  const unique = [...new Set(goals)];
  if (unique.length > 0) await trx.insertInto('user_goal').values(unique.map((goal) => ({ user_id: userId, goal }))).execute();
};
