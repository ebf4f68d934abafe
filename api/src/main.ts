import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { seed } from './db/seed/seed.ts';
import { prerenderImages } from './features/images/prerenderImages.ts';

/** Migrates, seeds (once), listens; closes the database on SIGINT/SIGTERM. */
const main = async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrate(database.db);
  await seed(database.db);
  const app = await buildApp(config, { database });
  await app.listen({ port: config.port, host: config.host });
  console.log(`API listening on http://${config.host}:${config.port}`);
  // In the background: the shop is usable at once, and its images are ready before most shoppers ask for them.
  void prerenderImages(app).then(
    (failed) => failed.length > 0 && console.warn('images that could not be rendered:', failed.join(', ')),
    (error: unknown) => console.warn('image pre-rendering stopped', error),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    try {
      await app.close();
      await database.close();
    } finally {
      console.log(`API stopped (${signal})`);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
