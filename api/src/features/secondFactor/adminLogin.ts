import type { Db } from '../../db/database.ts';
import { recordAudit } from '../admin/audit.ts';
import { isEnrolled } from './secondFactorStore.ts';

/** An admin's password login, written to the audit log; answers whether the session must still pass the second factor. */
export const adminLoggedIn = async (db: Db, admin: { userId: number; email: string }, sessionId: string): Promise<boolean> => {
  const enrolled = await isEnrolled(db, admin.userId);
  await db.transaction().execute((trx) =>
    recordAudit(trx, { source: 'backOffice', ...admin }, { action: 'admin.login', entityKind: 'user', entityId: String(admin.userId), before: null, after: { session: sessionId, secondFactor: enrolled ? 'required' : 'notEnrolled' } }),
  );
  return enrolled;
};
