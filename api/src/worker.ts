import { Registry } from 'prom-client';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/openDatabase.ts';
import { shopMailer } from './features/mail/mailer.ts';
import { createOutbox } from './features/mail/outbox.ts';
import { scheduleRetention } from './features/retention/retentionSchedule.ts';

/**
 * The mail worker on its own (`npm run worker -w @inercise/api`): sends the outbox's mails and runs the daily retention
 * job (RETENTION_SCHEDULE=off leaves it to another process), with the API's replicas
 * started with MAIL_WORKER=off. Only on PostgreSQL: PGlite is one process, whose API runs the worker itself.
 * Several workers may run at once: each mail is taken by one (SKIP LOCKED), and a killed worker's mail goes back
 * to the queue when its lease (MAIL_LEASE_SECONDS) runs out.
 */
const main = async (): Promise<void> => {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('npm run worker needs DATABASE_URL (on PGlite the API sends the mails itself)');
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase(config);
  const outbox = createOutbox({
    database,
    transport: shopMailer(config),
    config: config.mail,
    work: true,
    registry: new Registry(),
    onError: (error) => console.warn(JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: 'mail queue', err: error.message })),
    schedules: config.retentionSchedule,
  });
  // The daily retention run (features/retention) is a job of the workers too.
  if (config.retentionSchedule) {
    await scheduleRetention(outbox, { db: database.db, config }, (report) =>
      console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), msg: 'retention run', ...report })),
    );
  }
  await outbox.start();
  console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), msg: 'mail worker started' }));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A mail being sent is finished (or handed back to the queue) before the process ends.
    void outbox
      .stop()
      .then(() => database.close())
      .then(
        () => {
          console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), msg: `mail worker stopped (${signal})` }));
          process.exit(0);
        },
        () => process.exit(1),
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
