import type { Db } from '../../db/database.ts';
import { recordAudit, type Actor } from './audit.ts';

export type Role = 'CUSTOMER' | 'ADMIN';

/** What a role change did: `unknownEmail` and `inactive` change nothing; `unchanged` means the role was already so. */
export type RoleChange = { outcome: 'changed' | 'unchanged'; userId: number } | { outcome: 'unknownEmail' | 'inactive' };

/**
 * Gives an account a role, logged in the audit log in the same transaction. Only an activated account becomes an
 * admin (it proved its mailbox); any account can lose the role. Access follows at once: the back office reads the role
 * on every call.
 */
export const setRole = async (db: Db, email: string, role: Role, actor: Actor): Promise<RoleChange> =>
  db.transaction().execute(async (trx) => {
    const normalised = email.trim().toLowerCase();
    const user = await trx.selectFrom('app_user').select(['id', 'role', 'active']).where('email', '=', normalised).forUpdate().executeTakeFirst();
    if (!user) return { outcome: 'unknownEmail' };
    if (role === 'ADMIN' && !user.active) return { outcome: 'inactive' };
    if (user.role === role) return { outcome: 'unchanged', userId: user.id };
    await trx.updateTable('app_user').set({ role }).where('id', '=', user.id).execute();
    await recordAudit(trx, actor, {
      action: 'user.role',
      entityKind: 'user',
      entityId: String(user.id),
      before: { email: normalised, role: user.role },
      after: { email: normalised, role },
    });
    return { outcome: 'changed', userId: user.id };
  });
