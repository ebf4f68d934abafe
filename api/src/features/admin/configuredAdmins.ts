import type { Db } from '../../db/database.ts';
import { SYSTEM } from './audit.ts';
import { setRole } from './roles.ts';

/** Whether an address is one of the owner's (ADMIN_EMAILS, kept in lower case). */
export const isConfiguredAdmin = (adminEmails: readonly string[], email: string): boolean => adminEmails.includes(email.trim().toLowerCase());

/**
 * The owner's accounts named in ADMIN_EMAILS get the ADMIN role, written to the audit log as done by the shop itself.
 * This is how a fresh shop (or one on PGlite, where the command line needs the API stopped) gets its admin: the
 * owner registers and activates as anyone does. Only an account whose password was chosen through a link mailed to
 * its address (activation or reset: `password_confirmed_at`) qualifies; one not there yet, not activated, or whose
 * password nobody confirmed through the mail is left alone, and its next login with a confirmed password grants the
 * role then (users/routes.ts).
 */
export const grantConfiguredAdmins = async (db: Db, adminEmails: readonly string[]): Promise<string[]> => {
  const granted: string[] = [];
  for (const email of adminEmails) {
    const confirmed = await db.selectFrom('app_user').select('id').where('email', '=', email).where('password_confirmed_at', 'is not', null).executeTakeFirst();
    if (confirmed && (await setRole(db, email, 'ADMIN', SYSTEM)).outcome === 'changed') granted.push(email);
  }
  return granted;
};
