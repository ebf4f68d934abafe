import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Outbox } from '../mail/outbox.ts';
import { deleteAccount } from '../users/deleteAccount.ts';
import { inactivityWarningMail } from './inactivityWarningMail.ts';
import { SESSION_IDLE_DAYS } from '../sessions/sessionStore.ts';
import { daysBefore, RETENTION } from './retentionPeriods.ts';
import { scrubEmails } from './scrubEmails.ts';

export interface RetentionDependencies {
  db: Db;
  outbox: Pick<Outbox, 'queue' | 'wake'>;
  config: Pick<Config, 'shopUrl'>;
}

/** What one run did, for the log. */
export interface RetentionReport {
  accountsWarned: number;
  accountsDeleted: number;
  contactMessagesDeleted: number;
  paymentNotificationsScrubbed: number;
  auditEntriesScrubbed: number;
  statusChangesScrubbed: number;
  unconfirmedSignUpsDeleted: number;
  sessionsDeleted: number;
  refreshCredentialsDeleted: number;
  tokensDeleted: number;
  paymentNotificationBodiesDropped: number;
}

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const BATCH = 500;

/**
 * Inactive accounts: warned a month before the three years are up, deleted once they are and the month has passed
 * since the warning (a job that did not run for a while still gives the full month). The owner's admin accounts are
 * the shop's staff, not customers: they are left alone.
 */
const warnInactiveAccounts = async (deps: RetentionDependencies, now: Date, report: RetentionReport): Promise<void> => {
  const { db } = deps;
  const warnFrom = daysBefore(now, RETENTION.inactiveAccountDays - RETENTION.inactivityWarningDays);
  const toWarn = await db
    .selectFrom('app_user')
    .select(['id', 'email', 'last_seen_at'])
    .where('last_seen_at', '<', warnFrom)
    .where('deletion_warned_at', 'is', null)
    .where('role', '<>', 'ADMIN')
    .orderBy('id')
    .execute();
  for (const user of toWarn) {
    const lastSeen = new Date(user.last_seen_at);
    const deletionDate = new Date(Math.max(lastSeen.getTime() + RETENTION.inactiveAccountDays * 86_400_000, now.getTime() + RETENTION.inactivityWarningDays * 86_400_000));
    await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('app_user')
        .set({ deletion_warned_at: now })
        .where('id', '=', user.id)
        .where('deletion_warned_at', 'is', null)
        .where('last_seen_at', '<', warnFrom)
        .executeTakeFirst();
      if (marked.numUpdatedRows === 0n) return;
      await deps.outbox.queue(trx, `inactivity-warning:${user.id}:${lastSeen.getTime()}`, { to: user.email, ...inactivityWarningMail(`${deps.config.shopUrl}/login`, deletionDate) });
      report.accountsWarned += 1;
    });
  }
  if (report.accountsWarned > 0) deps.outbox.wake();
};

/** Deletes the accounts warned a month ago that still have not been used. */
const deleteInactiveAccounts = async (db: Db, now: Date, report: RetentionReport): Promise<void> => {
  const toDelete = await db
    .selectFrom('app_user')
    .select('id')
    .where('last_seen_at', '<', daysBefore(now, RETENTION.inactiveAccountDays))
    .where('deletion_warned_at', '<=', daysBefore(now, RETENTION.inactivityWarningDays))
    .where('role', '<>', 'ADMIN')
    .orderBy('id')
    .execute();
  for (const { id } of toDelete) {
    await db.transaction().execute(async (trx) => {
      // A login since the list was read keeps the account.
      const still = await trx
        .selectFrom('app_user')
        .select('id')
        .where('id', '=', id)
        .where('last_seen_at', '<', daysBefore(now, RETENTION.inactiveAccountDays))
        .where('deletion_warned_at', 'is not', null)
        .forUpdate()
        .executeTakeFirst();
      if (!still) return;
      await deleteAccount(trx, id);
      report.accountsDeleted += 1;
    });
  }
};

/**
 * Applies the privacy policy's retention periods (retentionPeriods.ts) as of `now`: the daily job and the command
 * both call it, and tests move `now` forward. Each step is its own short transaction, so a run stopped half-way is
 * finished by the next one; running twice in a row changes nothing the second time.
 */
export const runRetention = async (deps: RetentionDependencies, now = new Date()): Promise<RetentionReport> => {
  const { db } = deps;
  const report: RetentionReport = {
    accountsWarned: 0,
    accountsDeleted: 0,
    contactMessagesDeleted: 0,
    paymentNotificationsScrubbed: 0,
    auditEntriesScrubbed: 0,
    statusChangesScrubbed: 0,
    unconfirmedSignUpsDeleted: 0,
    sessionsDeleted: 0,
    refreshCredentialsDeleted: 0,
    tokensDeleted: 0,
    paymentNotificationBodiesDropped: 0,
  };

  await warnInactiveAccounts(deps, now, report);
  await deleteInactiveAccounts(db, now, report);

  const contact = await db.deleteFrom('contact_message').where('created_at', '<', daysBefore(now, RETENTION.contactMessageDays)).executeTakeFirst();
  report.contactMessagesDeleted = Number(contact.numDeletedRows);

  const recordsBefore = daysBefore(now, RETENTION.emailInRecordsDays);
  report.paymentNotificationsScrubbed = await scrubTable(db, 'payment_notification', 'received_at', recordsBefore);
  report.auditEntriesScrubbed = await scrubAudit(db, recordsBefore);
  const statusChanges = await db
    .updateTable('order_status_change')
    .set({ changed_by_email: null })
    .where('at', '<', recordsBefore)
    .where('changed_by_email', 'is not', null)
    .executeTakeFirst();
  report.statusChangesScrubbed = Number(statusChanges.numUpdatedRows);

  const signUps = await db
    .deleteFrom('newsletter_registration')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', daysBefore(now, RETENTION.unconfirmedNewsletterDays))
    .executeTakeFirst();
  report.unconfirmedSignUpsDeleted = Number(signUps.numDeletedRows);

  await dropGrowingRows(db, now, report);
  return report;
};

/**
 * The tables that gain rows with every login, refresh, link and payment lose them once they serve no purpose
 * (retentionPeriods.ts): sessions over for RETENTION.endedSessionDays, with their credentials; credentials rotated a
 * day ago, or of a session already over; activation and reset links used or expired; payment notifications' bodies.
 */
const dropGrowingRows = async (db: Db, now: Date, report: RetentionReport): Promise<void> => {
  const idleSince = daysBefore(now, SESSION_IDLE_DAYS);
  const sessionsBefore = daysBefore(now, RETENTION.endedSessionDays);
  const sessions = await db
    .deleteFrom('user_session')
    .where((eb) =>
      eb.or([
        eb('ended_at', '<', sessionsBefore),
        eb.and([eb('ended_at', 'is', null), eb('last_seen_at', '<', daysBefore(now, SESSION_IDLE_DAYS + RETENTION.endedSessionDays))]),
      ]),
    )
    .executeTakeFirst();
  report.sessionsDeleted = Number(sessions.numDeletedRows);

  const credentials = await db
    .deleteFrom('refresh_credential')
    .where((eb) =>
      eb.or([
        eb('rotated_at', '<', daysBefore(now, RETENTION.rotatedCredentialDays)),
        // A session over opens nothing: none of its credentials can be traded any more.
        eb('session_id', 'in', eb.selectFrom('user_session').select('id').where((s) => s.or([s('ended_at', 'is not', null), s('last_seen_at', '<', idleSince)]))),
      ]),
    )
    .executeTakeFirst();
  report.refreshCredentialsDeleted = Number(credentials.numDeletedRows);

  const tokens = await db
    .deleteFrom('user_token')
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<', now)]))
    .executeTakeFirst();
  report.tokensDeleted = Number(tokens.numDeletedRows);

  // The amount stays beside the outcome (the back office's order view shows it); nothing else of the body does.
  const bodies = await db
    .updateTable('payment_notification')
    .set({
      payload: sql`case when payload ? 'tr_amount' then jsonb_build_object('tr_amount', payload->'tr_amount') else '{}'::jsonb end`,
      body_dropped_at: now,
    })
    .where('received_at', '<', daysBefore(now, RETENTION.paymentNotificationBodyDays))
    .where('body_dropped_at', 'is', null)
    .executeTakeFirst();
  report.paymentNotificationBodiesDropped = Number(bodies.numUpdatedRows);
};

/** Payment notifications older than `before` whose payload still holds an address lose it; the rest of the payload stays. */
const scrubTable = async (db: Db, table: 'payment_notification', column: 'received_at', before: Date): Promise<number> => {
  let scrubbed = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'payload'])
      .where(column, '<', before)
      .where('id', '>', afterId)
      .where(sql<string>`cast(payload as text)`, 'like', '%@%')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const payload = json(row.payload);
      const clean = scrubEmails(payload);
      if (JSON.stringify(clean) === JSON.stringify(payload)) continue;
      await db.updateTable(table).set({ payload: JSON.stringify(clean) }).where('id', '=', row.id).execute();
      scrubbed += 1;
    }
    if (rows.length < BATCH) return scrubbed;
    afterId = rows.at(-1)!.id;
  }
};

/** Audit entries older than `before` lose their author's address and every address in what they recorded. */
const scrubAudit = async (db: Db, before: Date): Promise<number> => {
  let scrubbed = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('admin_audit_log')
      .select(['id', 'admin_email', 'before', 'after'])
      .where('at', '<', before)
      .where('id', '>', afterId)
      .where((eb) =>
        eb.or([eb('admin_email', 'is not', null), eb(sql<string>`cast(before as text)`, 'like', '%@%'), eb(sql<string>`cast(after as text)`, 'like', '%@%')]),
      )
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const [was, is] = [json(row.before), json(row.after)];
      const [cleanBefore, cleanAfter] = [scrubEmails(was), scrubEmails(is)];
      const changed = row.admin_email !== null || JSON.stringify(cleanBefore) !== JSON.stringify(was) || JSON.stringify(cleanAfter) !== JSON.stringify(is);
      if (!changed) continue;
      await db
        .updateTable('admin_audit_log')
        .set({ admin_email: null, before: was === null ? null : JSON.stringify(cleanBefore), after: is === null ? null : JSON.stringify(cleanAfter) })
        .where('id', '=', row.id)
        .execute();
      scrubbed += 1;
    }
    if (rows.length < BATCH) return scrubbed;
    afterId = rows.at(-1)!.id;
  }
};
