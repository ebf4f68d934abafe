import type { Db } from '../../db/database.ts';
import { SYSTEM } from './audit.ts';
import { setRole } from './roles.ts';

/**
 * The owner's accounts named in ADMIN_EMAILS get the ADMIN role, written to the audit log as done by the shop itself.
 * This is how a fresh shop (or one on PGlite, where the command line needs the API stopped) gets its admin: the
 * owner registers and activates as anyone does. An account not there yet, or not activated, is left alone; its
 * activation grants the role then.
 */
export const grantConfiguredAdmins = async (db: Db, adminEmails: readonly string[]): Promise<string[]> => {
  const granted: string[] = [];
  for (const email of adminEmails) {
    if ((await setRole(db, email, 'ADMIN', SYSTEM)).outcome === 'changed') granted.push(email);
  }
  return granted;
};

/** After an account was activated: the role, when its e-mail is one of ADMIN_EMAILS. */
export const grantIfConfiguredAdmin = async (db: Db, adminEmails: readonly string[], userId: number): Promise<void> => {
  if (adminEmails.length === 0) return;
  const user = await db.selectFrom('app_user').select('email').where('id', '=', userId).executeTakeFirst();
  if (user && adminEmails.includes(user.email.toLowerCase())) await setRole(db, user.email, 'ADMIN', SYSTEM);
};
