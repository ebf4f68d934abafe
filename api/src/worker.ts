import type { AddressInfo } from 'node:net';
import { createLogger } from '@inercise/ops/logger';
import { createRegistry } from '@inercise/ops/metrics';
import { metricsAccess } from '@inercise/ops/metrics-access';
import { closeServer, listen, opsHandler } from '@inercise/ops/node';
import { createOps } from '@inercise/ops/ops';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/openDatabase.ts';
import { databaseReadiness } from './features/health/readiness.ts';
import { shopMailer } from './features/mail/mailer.ts';
import { createOutbox } from './features/mail/outbox.ts';
import { scheduleRetention } from './features/retention/retentionSchedule.ts';
import { scheduleUnpaidOrders } from './features/unpaidOrders/unpaidOrdersSchedule.ts';

/** Where Prometheus scrapes the worker's mail metrics, and where its health is asked (WORKER_METRICS_PORT). */
export const DEFAULT_WORKER_METRICS_PORT = 9464;

/**
 * The mail worker on its own (`npm run worker -w @inercise/api`): sends the outbox's mails and runs the daily retention
 * job (RETENTION_SCHEDULE=off leaves it to another process), with the API's replicas
 * started with MAIL_WORKER=off. Only on PostgreSQL: PGlite is one process, whose API runs the worker itself.
 * Several workers may run at once: each mail is taken by one (SKIP LOCKED), and a killed worker's mail goes back
 * to the queue when its lease (MAIL_LEASE_SECONDS) runs out. It answers /metrics, /health/live and /health/ready
 * on WORKER_METRICS_PORT through the same operations layer as the servers.
 */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const logger = createLogger({ service: 'mail-worker', level: config.logLevel });
  // Starting and stopping are written whatever LOG_LEVEL says.
  const lifecycle = logger.child({}, { level: 'info' });
  if (!config.databaseUrl) {
    lifecycle.fatal('npm run worker needs DATABASE_URL (on PGlite the API sends the mails itself)');
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase(config);
  const registry = createRegistry('mail-worker');
  const ops = createOps({ service: 'mail-worker', logger, registry, check: databaseReadiness(database.db) });
  const outbox = createOutbox({
    database,
    seller: config.seller,
    transport: shopMailer(config),
    config: config.mail,
    work: true,
    registry,
    onError: (error) => logger.warn({ err: error }, 'mail queue'),
    schedules: config.retentionSchedule,
  });
  // The daily retention run (features/retention) is a job of the workers too.
  if (config.retentionSchedule) {
    await scheduleRetention(outbox, { db: database.db, config }, (report) =>
      logger.info({ retention: report }, 'retention run'),
    );
    await scheduleUnpaidOrders(outbox, { db: database.db, config }, (report) => logger.info({ unpaidOrders: report }, 'unpaid orders run'));
  }
  await outbox.start();
  const port = Number(process.env.WORKER_METRICS_PORT ?? DEFAULT_WORKER_METRICS_PORT);
  const server = await listen(
    opsHandler({
      ops,
      authorizeMetrics: metricsAccess({ token: config.metricsToken, production: config.production }),
      routes: async (_req, res) => {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return 'not-found';
      },
    }),
    { port, host: config.host },
  );
  // Port 0 (tests, several workers on one machine) takes a free port: the line names the one taken.
  const bound = (server.address() as AddressInfo).port;
  lifecycle.info({ host: config.host, port: bound }, `mail worker started, metrics on http://${config.host}:${bound}/metrics`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A mail being sent is finished (or handed back to the queue) before the process ends.
    void closeServer(server, config.shutdownTimeoutMs, ops)
      .then(() => outbox.stop())
      .then(() => database.close())
      .then(
        () => {
          lifecycle.info({ signal }, `mail worker stopped (${signal})`);
          process.exit(0);
        },
        (error: unknown) => {
          lifecycle.error({ signal, err: error }, `mail worker stopped (${signal}) with an error`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: unknown) => {
  createLogger({ service: 'mail-worker' }).fatal({ err: error }, 'mail worker could not start');
  process.exit(1);
});
