// `npm run restore -w @inercise/api -- <file> [--force]`: the backup into the database (DATABASE_URL, or PGlite in
// DATA_DIR with the API stopped). Refuses a backup of the other kind, and a database that holds anything already
// unless --force, which replaces everything in it (never merges).
import { databaseConfig } from '../../config.ts';
import { releaseCommandMayRun } from '../../productionProblems.ts';
import { restoreBackup, RestoreRefused } from './restoreBackup.ts';

const USAGE = 'usage: restore <file> [--force]';

const run = async (): Promise<number> => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  if (!releaseCommandMayRun(process.env, console.error)) return 1;
  const file = rest[0]!;
  try {
    const result = await restoreBackup(databaseConfig(), file, force);
    console.log(`restored ${file} in ${(result.durationMs / 1000).toFixed(1)} s`);
    if (result.replaced) console.log(`the database it replaced is kept in ${result.replaced} (delete it once the shop runs well)`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(`restore refused: ${error.message}`);
      return 1;
    }
    throw error;
  }
};

run().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
