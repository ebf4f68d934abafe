// `npm run seed -w @inercise/api [-- --demo]`: the shop's own data (catalogue, articles, partners,
// currencies, shipment prices, devices), once; `--demo` adds the demo discount codes. Safe to repeat.
import { databaseConfig } from '../../config.ts';
import { releaseCommandMayRun } from '../../productionProblems.ts';
import { pendingMigrations } from '../database.ts';
import { openDatabase } from '../openDatabase.ts';
import { seedDemo } from './demo.ts';
import { seed } from './seed.ts';

const run = async (args: string[]): Promise<number> => {
  const unknown = args.filter((arg) => arg !== '--demo');
  if (unknown.length > 0) {
    console.error(`unknown argument ${unknown.join(' ')}; usage: seed [--demo]`);
    return 2;
  }
  if (!releaseCommandMayRun(process.env, console.error)) return 1;
  const database = await openDatabase(databaseConfig());
  try {
    const pending = await pendingMigrations(database.db);
    if (pending.length > 0) {
      console.error(`the schema is behind (${pending.join(', ')}): run npm run migrate first`);
      return 1;
    }
    console.log((await seed(database.db)) ? 'shop data added' : 'shop data already there');
    if (args.includes('--demo')) console.log(`demo data: ${await seedDemo(database.db)} discount codes added`);
    return 0;
  } finally {
    await database.close();
  }
};

run(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
