// Several mail workers on one PostgreSQL database: each mail is sent once, and a worker killed in the middle of a
// send (its process gone, its mail's lease held) has that mail sent by another once the lease runs out.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { Registry } from 'prom-client';
import type { MailConfig } from '../../config.ts';
import { EXAMPLE_SELLER } from '../../contracts.ts';
import { openPostgres, type Database } from '../../db/database.ts';
import { eventually, startSmtp, type TestSmtp } from '../../test/smtpServer.ts';
import { postgresDatabase } from '../../test/template.ts';
import { createMailer } from './mailer.ts';
import { createOutbox, mailJobId, type Outbox } from './outbox.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run this file through npm run test:pg');

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));
const MAIL: MailConfig = { worker: true, retryDelaySeconds: 1, retryLimit: 5, leaseSeconds: 3, pollSeconds: 1, maintenanceSeconds: 1, sendTimeoutMs: 60_000 };

describe('mail workers on one PostgreSQL', () => {
  let database: Database;
  let url: string;
  let smtp: TestSmtp;
  const opened: { outbox: Outbox; database: Database }[] = [];

  /** A worker (or, with work false, a process that only queues) with its own connections, as a replica has. */
  const outboxOn = async (work: boolean) => {
    const own = openPostgres(url, 3);
    const outbox = createOutbox({
      database: own,
      seller: EXAMPLE_SELLER,
      transport: createMailer({ smtpUrl: smtp.url, outboxDir: '', from: 'Inercise <shop@inercise.test>', timeoutMs: MAIL.sendTimeoutMs }),
      config: MAIL,
      work,
      registry: new Registry(),
      onError: () => undefined,
    });
    await outbox.start();
    opened.push({ outbox, database: own });
    return outbox;
  };

  const jobsOf = async (ids: string[]) =>
    (await sql<{ id: string; state: string; retry_count: number }>`select id, state, retry_count from pgboss.job where id = any(${ids}::uuid[])`.execute(database.db)).rows;

  const closeAll = async () => {
    for (const { outbox, database: own } of opened.splice(0)) {
      await outbox.stop();
      await own.close();
    }
  };

  before(async () => {
    ({ database, url } = await postgresDatabase(databaseUrl, null));
    smtp = await startSmtp();
  });
  after(async () => {
    await closeAll();
    await smtp.close();
    await database.close();
  });

  it('sends each of 30 mails once with three workers taking them at the same time', async () => {
    const queueing = await outboxOn(false);
    const workers = [await outboxOn(true), await outboxOn(true), await outboxOn(true)];
    const keys = Array.from({ length: 30 }, (_, i) => `three-workers:${i}`);
    // One transaction queues them all: none is visible to a worker before the commit, then all at once.
    await database.db.transaction().execute(async (trx) => {
      for (const key of keys) await queueing.queue(trx, key, { to: `${key.replace(':', '-')}@example.com`, subject: key, text: 'one of thirty' });
      // The same key again is the same mail.
      await queueing.queue(trx, keys[0]!, { to: 'three-workers-0@example.com', subject: keys[0]!, text: 'one of thirty' });
    });
    for (const worker of workers) worker.wake();
    await eventually(async () => (await jobsOf(keys.map(mailJobId))).every((job) => job.state === 'completed'), 30_000, 'all 30 completed');
    const subjects = smtp.received.map((mail) => mail.raw.match(/^Subject: (.*)$/m)?.[1]).filter((s) => s?.startsWith('three-workers:'));
    assert.equal(subjects.length, 30, 'thirty deliveries');
    assert.equal(new Set(subjects).size, 30, 'no mail twice');
    await closeAll();
  });

  it('has the mail of a worker killed mid-send sent by another once its lease runs out', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inercise-mail-worker-'));
    let child: ChildProcess | null = null;
    try {
      smtp.holdNext();
      child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
        cwd: apiRoot,
        env: {
          ...process.env,
          DATABASE_URL: url,
          SMTP_URL: smtp.url,
          DATA_DIR: dataDir,
          JWT_SECRET: 'mail-worker-test-secret-mail-worker-test-secret',
          MAIL_LEASE_SECONDS: String(MAIL.leaseSeconds),
          WORKER_METRICS_PORT: '0',
          MAIL_POLL_SECONDS: '1',
          MAIL_RETRY_DELAY_SECONDS: '1',
          MAIL_SEND_TIMEOUT_MS: '600000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await eventually(() => output.includes('mail worker started'), 60_000, `the worker process starts: ${output}`);
      // Its mail counters are scraped where its start line says.
      const metricsUrl = /metrics on (http:\/\/\S+\/metrics)/.exec(output)?.[1];
      assert.ok(metricsUrl, output);
      const scraped = await (await fetch(metricsUrl.replace('0.0.0.0', '127.0.0.1'))).text();
      assert.match(scraped, /^mail_[a-z_]+\{[^}]*service="mail-worker"[^}]*\} /m);
      // Its readiness (database answering, schema current) is there for alerts, whatever this test's schema is.
      assert.match(scraped, /^service_ready\{service="mail-worker"\} [01]$/m);
      assert.equal((await fetch(metricsUrl.replace('0.0.0.0', '127.0.0.1').replace(/metrics$/, 'health/live'))).status, 200);

      const queueing = await outboxOn(false);
      const key = 'killed-worker:1';
      await database.db.transaction().execute((trx) => queueing.queue(trx, key, { to: 'killed-worker@example.com', subject: key, text: 'sent once' }));
      // The worker process took it and is waiting for the mail server's answer to its message.
      await eventually(() => smtp.held() === 1, 30_000, 'the worker process is mid-send');
      const [taken] = await jobsOf([mailJobId(key)]);
      assert.equal(taken!.state, 'active');
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));

      // Another worker: it cannot take the mail while the dead one's lease holds, then sends it.
      await outboxOn(true);
      await eventually(async () => (await jobsOf([mailJobId(key)]))[0]!.state === 'completed', 60_000, 'the mail is completed by the other worker');
      assert.equal(smtp.received.filter((mail) => mail.to === 'killed-worker@example.com').length, 1, 'accepted once');
      assert.equal((await jobsOf([mailJobId(key)]))[0]!.retry_count, 1, 'the second attempt sent it');
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
