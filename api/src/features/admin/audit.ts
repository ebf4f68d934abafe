import type { Transaction } from 'kysely';
import type { AdminActor, AdminAuditEntry } from '@inercise/contracts/admin';
import type { Page } from '@inercise/contracts';
import type { Db } from '../../db/database.ts';
import type { ChangeSource, DB } from '../../db/schema.ts';
import type { BackOfficeActor } from './access.ts';
import { pageOf } from './paging.ts';

/**
 * Who makes a change: an admin in the back office, the owner's command line on the server, or the API itself
 * following its settings (ADMIN_EMAILS) or a verified report of its payment provider (a chargeback); the last two
 * have no account.
 */
export type Actor = BackOfficeActor | { source: 'commandLine' } | { source: 'system' };

export const COMMAND_LINE: Actor = { source: 'commandLine' };
export const SYSTEM: Actor = { source: 'system' };

/** The account columns of a change's author (none for the command line). */
export const actorAccount = (actor: Actor): { userId: number | null; email: string | null } =>
  actor.source === 'backOffice' ? { userId: actor.userId, email: actor.email } : { userId: null, email: null };

export const actorView = (source: ChangeSource, userId: number | null, email: string | null): AdminActor => ({ source, userId, email });

export interface AuditedChange {
  /** What was done: `<entity kind>.<what changed>`, e.g. `order.status`. */
  action: string;
  entityKind: string;
  entityId: string;
  /** The changed fields as they were, and as they became (null when the entity did not exist, or no longer does). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Logs one back-office change. It takes the change's own transaction, never the database: the entry is written if and
 * only if the change is.
 */
export const recordAudit = async (trx: Transaction<DB>, actor: Actor, change: AuditedChange): Promise<void> => {
  const author = actorAccount(actor);
  await trx
    .insertInto('admin_audit_log')
    .values({
      source: actor.source,
      admin_user_id: author.userId,
      admin_email: author.email,
      action: change.action,
      entity_kind: change.entityKind,
      entity_id: change.entityId,
      before: change.before === null ? null : JSON.stringify(change.before),
      after: change.after === null ? null : JSON.stringify(change.after),
    })
    .execute();
};

export interface AuditFilter {
  entityKind?: string | undefined;
  entityId?: string | undefined;
  page: number;
  size: number;
}

/** One page of the audit log, newest first, optionally of one kind of entity or one entity. */
export const loadAuditLog = async (db: Db, filter: AuditFilter): Promise<Page<AdminAuditEntry>> => {
  let query = db.selectFrom('admin_audit_log');
  if (filter.entityKind !== undefined) query = query.where('entity_kind', '=', filter.entityKind);
  if (filter.entityId !== undefined) query = query.where('entity_id', '=', filter.entityId);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.size)
    .offset(filter.page * filter.size)
    .execute();
  const entries = rows.map(
    (row): AdminAuditEntry => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actor: actorView(row.source, row.admin_user_id, row.admin_email),
      action: row.action,
      entityKind: row.entity_kind,
      entityId: row.entity_id,
      before: row.before,
      after: row.after,
    }),
  );
  return pageOf(entries, Number(total), filter);
};
