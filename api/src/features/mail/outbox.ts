import { createHash, randomUUID } from 'node:crypto';
import type { Seller } from '@inercise/contracts';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { MailConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { resolveAttachments } from './attachments.ts';
// The attachment kinds the shop knows, registered on load.
import './attachmentKinds.ts';
import type { MailMessage, Outbox, SqlExecutor } from '../../services/mail.ts';
import type { Mailer } from './mailer.ts';

export type { Outbox };

/** pg-boss's queue of the shop's mails (its tables live in the `pgboss` schema). */
const MAIL_QUEUE = 'mail';
const SCHEMA = 'pgboss';

/** What a job carries: the message and the key it was queued under. */
interface MailJobData extends MailMessage {
  key: string;
}

/** A job id derived from the key (UUID-shaped, as pg-boss wants): inserting the same key twice is a no-op. */
export const mailJobId = (key: string): string => {
  const h = createHash('sha256').update(`mail:${key}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

const onExecutor = (executor: SqlExecutor) => ({
  executeSql: (text: string, values: unknown[] = []) => executor.executeQuery(CompiledQuery.raw(text, values)),
});

/**
 * pg-boss's own statements on PGlite: through the dialect's lock (the one session is never shared with an open
 * transaction), and several statements in one text (its migrations) through PGlite's simple protocol.
 */
const pgliteSql = (database: Database) => ({
  executeSql: (text: string, values: unknown[] = []) =>
    database.db.connection().execute(async () => {
      const pglite = database.pglite!;
      if (values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    }),
});

interface OutboxDependencies {
  database: Database;
  /** Where the worker delivers (SMTP, or the folder in development). */
  transport: Mailer;
  config: MailConfig;
  /** Whether this process sends (and sweeps expired leases); otherwise it only queues. */
  work: boolean;
  /** The process's registry: the counters and gauges are added to it. */
  registry: Registry;
  /** Errors of the queue's own machinery (a lost connection while polling): logged, never fatal. */
  onError: (error: Error) => void;
  /** Whether this process keeps the cron schedules (schedule()); only a working one does. */
  schedules?: boolean;
  /** The seller, for the attachments that name it (the withdrawal form's addressee). */
  seller: Seller;
}

interface ScheduledJob {
  queue: string;
  cron: string;
  run: () => Promise<void>;
}

const errorText = (output: unknown): string => {
  if (output && typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
};

export const createOutbox = (deps: OutboxDependencies): Outbox => {
  const { database, config } = deps;
  const newBoss = () => {
    const created = new PgBoss({
      ...(database.kind === 'pglite' ? { db: pgliteSql(database) } : { connectionString: connectionStringOf(database), max: 3 }),
      schema: SCHEMA,
      // Cron schedules (the daily retention job) only where asked for: they poll on their own.
      schedule: deps.work && deps.schedules === true,
      supervise: deps.work,
      maintenanceIntervalSeconds: config.maintenanceSeconds,
      // A failed mail stays in the job table (the back office lists it) for 30 days.
      archiveFailedAfterSeconds: 30 * 24 * 3600,
    } as PgBoss.ConstructorOptions);
    created.on('error', (error) => deps.onError(error));
    return created;
  };
  // A pg-boss whose start failed half-way cannot start again: a new one replaces it.
  let boss = newBoss();
  let workerId: string | null = null;
  let started = false;
  const scheduled: ScheduledJob[] = [];

  const ensureQueue = async (name: string) => {
    if (await boss.getQueue(name)) return;
    await boss.createQueue(name, { name, policy: 'standard' }).catch(async (error: unknown) => {
      // Another replica created it meanwhile.
      if (!(await boss.getQueue(name))) throw error;
    });
  };
  const applySchedule = async (job: ScheduledJob) => {
    await ensureQueue(job.queue);
    await boss.schedule(job.queue, job.cron, {}, { tz: 'UTC', retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 } as PgBoss.ScheduleOptions);
    if (deps.work) await boss.work(job.queue, { batchSize: 1, pollingIntervalSeconds: 60 }, async () => job.run());
  };

  const sent = new Counter({ name: 'mails_sent_total', help: 'Mails handed to the mail server (or the development folder)', registers: [deps.registry] });
  const retried = new Counter({ name: 'mails_retried_total', help: 'Mail attempts that failed and will be retried', registers: [deps.registry] });
  const failed = new Counter({ name: 'mails_failed_total', help: 'Mails that failed their last attempt and wait for the owner', registers: [deps.registry] });

  const scalar = async (text: string): Promise<number> => {
    const { rows } = await database.db.executeQuery<{ value: number | string | null }>(CompiledQuery.raw(text, [MAIL_QUEUE]));
    return Number(rows[0]?.value ?? 0);
  };
  new Gauge({
    name: 'mail_oldest_unsent_age_seconds',
    help: 'Age of the oldest mail not sent yet (0 when none waits)',
    registers: [deps.registry],
    async collect() {
      if (!started) return;
      this.set(await scalar(`select extract(epoch from now() - min(created_on)) as value from ${SCHEMA}.job where name = $1 and state < 'completed'`));
    },
  });
  new Gauge({
    name: 'mails_failed',
    help: 'Mails that failed every attempt and were not resent yet',
    registers: [deps.registry],
    async collect() {
      if (!started) return;
      this.set(await scalar(`select count(*) as value from ${SCHEMA}.job where name = $1 and state = 'failed'`));
    },
  });

  const deliver = async ([job]: PgBoss.JobWithMetadata<MailJobData>[]) => {
    if (!job) return;
    const { key: _key, attachments, ...message } = job.data;
    try {
      // Made anew at each attempt: a failure here is retried like the mail server's.
      const files = attachments && attachments.length > 0 ? await resolveAttachments(attachments, { db: database.db, seller: deps.seller }) : undefined;
      await deps.transport.send({ ...message, ...(files ? { attachments: files } : {}), messageId: `<${job.id}@inercise.mail>` });
      sent.inc();
    } catch (error) {
      (job.retryCount >= job.retryLimit ? failed : retried).inc();
      throw error;
    } finally {
      // Another mail may be due: look again at once instead of after the polling interval.
      if (workerId) boss.notifyWorker(workerId);
    }
  };

  return {
    async queue(executor, key, message) {
      const data: MailJobData = { key, ...message };
      await boss.send(MAIL_QUEUE, data, {
        id: mailJobId(key),
        singletonKey: key,
        retryLimit: config.retryLimit,
        retryDelay: config.retryDelaySeconds,
        retryBackoff: config.retryBackoff ?? true,
        expireInSeconds: config.leaseSeconds,
        db: onExecutor(executor),
      } as PgBoss.SendOptions);
    },
    wake() {
      if (workerId) boss.notifyWorker(workerId);
    },
    get started() {
      return started;
    },
    async start() {
      try {
        await boss.start();
        await ensureQueue(MAIL_QUEUE);
        for (const job of scheduled) await applySchedule(job);
      } catch (error) {
        const failed = boss;
        boss = newBoss();
        await failed.stop({ graceful: false, wait: true }).catch(() => undefined);
        throw error;
      }
      started = true;
      if (!deps.work) return;
      workerId = await boss.work<MailJobData>(MAIL_QUEUE, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: config.pollSeconds }, deliver);
    },
    async stop() {
      started = false;
      workerId = null;
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
    async failed(limit = 200) {
      const { rows } = await database.db.executeQuery<{ id: string; data: MailJobData; output: unknown; retry_count: number; created_on: Date | string; completed_on: Date | string }>(
        CompiledQuery.raw(
          `select id, data, output, retry_count, created_on, completed_on from ${SCHEMA}.job where name = $1 and state = 'failed' order by completed_on desc limit $2`,
          [MAIL_QUEUE, limit],
        ),
      );
      return rows.map((row) => ({
        id: row.id,
        key: row.data.key,
        to: row.data.to,
        subject: row.data.subject,
        reason: errorText(row.output),
        attempts: row.retry_count + 1,
        createdAt: new Date(row.created_on).toISOString(),
        failedAt: new Date(row.completed_on).toISOString(),
      }));
    },
    async resend(executor, id) {
      // One more attempt, due now; the job keeps its id, so the mail is still one mail.
      const { rows } = await executor.executeQuery(
        CompiledQuery.raw(
          `update ${SCHEMA}.job set state = 'retry', retry_limit = retry_count + 1, start_after = now(), completed_on = null where name = $1 and id = $2 and state = 'failed' returning id`,
          [MAIL_QUEUE, id],
        ),
      );
      return rows.length > 0;
    },
    async schedule(queue, cron, run) {
      const job = { queue, cron, run };
      scheduled.push(job);
      if (started) await applySchedule(job);
    },
    due: async () => (started ? scalar(`select count(*) as value from ${SCHEMA}.job where name = $1 and state < 'completed' and start_after <= now()`) : 0),
  };
};

/** pg-boss opens its own small pool to the same PostgreSQL as the shop's. */
const connectionStringOf = (database: Database): string => {
  if (!database.connectionString) throw new Error('the outbox needs the database URL of a PostgreSQL database');
  return database.connectionString;
};

/** A fresh idempotency key for a mail that has no natural one (each call is a new mail). */
export const uniqueMailKey = (kind: string): string => `${kind}:${randomUUID()}`;
