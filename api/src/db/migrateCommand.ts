// `npm run migrate -w @inercise/api`: the release step that brings the schema up to date (DATABASE_URL, or
// PGlite in DATA_DIR). Prints what it applied; exit 1 with the reason when a migration fails.
import { databaseConfig } from '../config.ts';
import { releaseCommandMayRun } from '../productionProblems.ts';
import { migrate } from './database.ts';
import { openDatabase } from './openDatabase.ts';

const run = async (): Promise<number> => {
  if (!releaseCommandMayRun(process.env, console.error)) return 1;
  const database = await openDatabase(databaseConfig());
  try {
    const applied = await migrate(database.db);
    for (const name of applied) console.log(`applied ${name}`);
    console.log(applied.length === 0 ? 'schema already up to date' : `schema up to date (${applied.length} applied)`);
    return 0;
  } finally {
    await database.close();
  }
};

run().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`migration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
