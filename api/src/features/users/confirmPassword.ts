import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { verifyPassword } from './passwords.ts';

/**
 * The account's own password, typed again for an act a stolen or forgotten session must not do alone (deleting the
 * account, taking all its data). Throws 403 wrongPassword; the caller's sensitive-call limit bounds the guesses.
 */
export const confirmPassword = async (db: Db, userId: number, password: string): Promise<void> => {
  const user = await db.selectFrom('app_user').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (!user || !(await verifyPassword(user.password_hash, password))) throw new HttpError(403, 'wrongPassword', 'password');
};
