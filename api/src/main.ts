import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { isProduction, loadConfig } from './config.ts';
import { migrate, type Database } from './db/database.ts';
import { openDatabase } from './db/openDatabase.ts';
import { seedDemo } from './db/seed/demo.ts';
import { seed } from './db/seed/seed.ts';
import { prerenderImages } from './features/images/prerenderImages.ts';
import { productionProblems } from './productionProblems.ts';

/** In production, the settings that would make the shop unsafe, printed one per line; none elsewhere. */
const unsafeProductionSettings = (): string[] => (isProduction(process.env) ? productionProblems(process.env) : []);

/** Outside production the API brings its own database up to date and fills it, demo data included. */
const prepareLocalDatabase = async (database: Database): Promise<void> => {
  await migrate(database.db);
  await seed(database.db);
  await seedDemo(database.db);
};

/**
 * SIGTERM/SIGINT: readiness turns 503 and the listener closes (app.close), requests in flight finish, idle
 * keep-alive connections end; after `timeoutMs` the remaining connections are cut. Then the database closes.
 */
const shutDown = async (app: FastifyInstance, database: Database, timeoutMs: number, signal: string): Promise<number> => {
  const force = setTimeout(() => {
    console.warn(`requests still running after ${timeoutMs} ms: closing their connections`);
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
    await database.close();
    console.log(`API stopped (${signal})`);
    return 0;
  } catch (error) {
    console.error(`API stopped (${signal}) with an error:`, error);
    return 1;
  } finally {
    clearTimeout(force);
  }
};

const main = async (): Promise<number | null> => {
  const problems = unsafeProductionSettings();
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  // In production migrations and data are release steps (npm run migrate / seed); readiness waits for them.
  if (!config.production) await prepareLocalDatabase(database);
  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: config.host });
  console.log(`API listening on http://${config.host}:${config.port}`);
  let closing = false;
  // In the background: the shop is usable at once, and its images are ready before most shoppers ask for them.
  void prerenderImages(app).then(
    (failed) => failed.length > 0 && console.warn('images that could not be rendered:', failed.join(', ')),
    // A shutdown stops it on purpose: nothing to report then.
    (error: unknown) => closing || console.warn('image pre-rendering stopped', error),
  );

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    void shutDown(app, database, config.shutdownTimeoutMs, signal).then((code) => process.exit(code));
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
    console.error(error);
    process.exit(1);
  },
);
