import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { daysBefore, RETENTION } from '../retention/retentionPeriods.ts';

/**
 * Stores an unconfirmed sign-up, or finds the one the address already has. `confirmed` says the address needs no
 * confirmation mail (it is subscribed already). A sign-up left unconfirmed past its 7 days is replaced by a new one
 * (a new id: the old mail's link stays dead).
 */
export const signUp = async (db: Db, email: string, now = new Date()): Promise<{ id: number; confirmed: boolean }> => {
  const existing = await db.selectFrom('newsletter_registration').select(['id', 'confirmed_at', 'created_at']).where('email', '=', email).forUpdate().executeTakeFirst();
  if (existing?.confirmed_at) return { id: existing.id, confirmed: true };
  if (existing && new Date(existing.created_at) > daysBefore(now, RETENTION.unconfirmedNewsletterDays)) return { id: existing.id, confirmed: false };
  if (existing) await db.deleteFrom('newsletter_registration').where('id', '=', existing.id).execute();
  const inserted = await db
    .insertInto('newsletter_registration')
    .values({ email, created_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  // Signed up at the same moment by another request: that one's mail is on its way.
  if (!inserted) return { id: (await db.selectFrom('newsletter_registration').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id, confirmed: false };
  return { id: inserted.id, confirmed: false };
};

/** Confirms a sign-up still within its 7 days; false when it is gone or too old. Confirming twice is fine. */
export const confirmSignUp = async (db: Db, id: number, now = new Date()): Promise<boolean> => {
  const row = await db
    .updateTable('newsletter_registration')
    .set({ confirmed_at: sql`coalesce(confirmed_at, ${now})` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('confirmed_at', 'is not', null), eb('created_at', '>', daysBefore(now, RETENTION.unconfirmedNewsletterDays))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

/** Confirms the address's sign-up, if any (an activated account proved the same mailbox). */
export const confirmSignUpOf = async (db: Db, email: string): Promise<void> => {
  await db.updateTable('newsletter_registration').set({ confirmed_at: sql`now()` }).where('email', '=', email).where('confirmed_at', 'is', null).execute();
};

/** Ends a sign-up (an unsubscribe, or the account's deletion). */
export const removeSignUp = async (db: Db, where: { id: number } | { email: string }): Promise<void> => {
  const query = db.deleteFrom('newsletter_registration');
  await ('id' in where ? query.where('id', '=', where.id) : query.where('email', '=', where.email)).execute();
};
