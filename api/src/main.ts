import { closeApp } from '@inercise/ops/fastify';
import { createLogger } from '@inercise/ops/logger';
import { buildApp, opsOf } from './app.ts';
import { isProduction, loadConfig } from './config.ts';
import { migrate, type Database } from './db/database.ts';
import { openDatabase } from './db/openDatabase.ts';
import { seedDemo } from './db/seed/demo.ts';
import { seed } from './db/seed/seed.ts';
import { prerenderImages } from './features/images/prerenderImages.ts';
import { productionProblems } from './productionProblems.ts';

/** In production, the settings that would make the shop unsafe; none elsewhere. */
const unsafeProductionSettings = (): string[] => (isProduction(process.env) ? productionProblems(process.env) : []);

/** Outside production the API brings its own database up to date and fills it, demo data included. */
const prepareLocalDatabase = async (database: Database): Promise<void> => {
  await migrate(database.db);
  await seed(database.db);
  await seedDemo(database.db);
};

/** Before the app (and its logger) exists: the same JSON lines. */
const startLogger = (): ReturnType<typeof createLogger> => createLogger({ service: 'api', level: 'info' });

const main = async (): Promise<number | null> => {
  const problems = unsafeProductionSettings();
  if (problems.length > 0) {
    const log = startLogger();
    for (const problem of problems) log.fatal({ problem }, `API refuses to start: ${problem}`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  // In production migrations and data are release steps (npm run migrate / seed); readiness waits for them.
  if (!config.production) await prepareLocalDatabase(database);
  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: config.host });
  // Starting and stopping are written whatever LOG_LEVEL says: scripts and people starting it wait for this line.
  const lifecycle = app.log.child({}, { level: 'info' });
  lifecycle.info({ host: config.host, port: config.port }, `API listening on http://${config.host}:${config.port}`);
  let closing = false;
  // In the background: the shop is usable at once, and its images are ready before most shoppers ask for them.
  void prerenderImages(app).then(
    (failed) => failed.length > 0 && app.log.warn({ failed }, 'images that could not be rendered'),
    // A shutdown stops it on purpose: nothing to report then.
    (error: unknown) => closing || app.log.warn({ err: error }, 'image pre-rendering stopped'),
  );

  /**
   * SIGTERM/SIGINT: readiness turns 503 and the listener closes, requests in flight finish, idle keep-alive
   * connections end; after SHUTDOWN_TIMEOUT_MS the remaining connections are cut. Then the database closes.
   */
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    void closeApp(app, opsOf(app), config.shutdownTimeoutMs)
      .then(() => database.close())
      .then(
        () => {
          lifecycle.info({ signal }, `API stopped (${signal})`);
          return 0;
        },
        (error: unknown) => {
          lifecycle.error({ signal, err: error }, `API stopped (${signal}) with an error`);
          return 1;
        },
      )
      .then((code) => process.exit(code));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return null;
};

main().then(
  (code) => {
    if (code !== null) process.exitCode = code;
  },
  (error: unknown) => {
    startLogger().fatal({ err: error }, 'API could not start');
    process.exit(1);
  },
);
