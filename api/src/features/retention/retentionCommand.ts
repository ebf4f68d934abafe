import { Registry } from 'prom-client';
import { loadConfig } from '../../config.ts';
import { migrate } from '../../db/database.ts';
import { openDatabase } from '../../db/openDatabase.ts';
import { shopMailer } from '../mail/mailer.ts';
import { createOutbox } from '../mail/outbox.ts';
import { runRetention } from './runRetention.ts';

/**
 * `npm run retention -w @inercise/api`: one run of the daily retention job now (operations, tests). The warning
 * mails are queued in the outbox and sent by the worker (or, on PGlite, at the API's next start). PGlite is one
 * process per data directory: stop the API first.
 */
const main = async (): Promise<number> => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    if (!config.production) await migrate(database.db);
    const outbox = createOutbox({
      database,
      seller: config.seller,
      transport: shopMailer(config),
      config: config.mail,
      work: false,
      registry: new Registry(),
      onError: (error) => console.warn(`mail queue: ${error.message}`),
    });
    await outbox.start();
    try {
      const report = await runRetention({ db: database.db, outbox, config });
      console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), msg: 'retention run', ...report }));
    } finally {
      await outbox.stop();
    }
    return 0;
  } finally {
    await database.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
