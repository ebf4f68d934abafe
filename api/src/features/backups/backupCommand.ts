// `npm run backup -w @inercise/api -- <file or directory> [--keep-days N] [--daily-at HH:MM]`: a backup of the
// database (DATABASE_URL, or PGlite in DATA_DIR) written atomically; its size and duration printed, and the status
// files beside it and the database's record of it (backup_run, read by monitoring) updated. With a directory the file is named by the time; --keep-days then deletes that
// directory's nightly backups older than N days; --daily-at keeps running and backs up every day at that UTC time.
import { databaseConfig } from '../../config.ts';
import { releaseCommandMayRun } from '../../productionProblems.ts';
import { parseDailyAt, untilNext } from './dailyAt.ts';
import { recordBackup } from './recordBackup.ts';
import { pruneBackups, writeBackup, writeStatus } from './writeBackup.ts';
import { dirname } from 'node:path';

const USAGE = 'usage: backup <file or directory> [--keep-days N] [--daily-at HH:MM]';

interface Options {
  target: string;
  keepDays: number | null;
  dailyAt: number | null;
}

const parse = (args: string[]): Options | string => {
  let target: string | null = null;
  let keepDays: number | null = null;
  let dailyAt: number | null = null;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--keep-days') {
      const n = Number(args[(i += 1)]);
      if (!Number.isInteger(n) || n < 1) return '--keep-days wants a whole number of days, at least 1';
      keepDays = n;
    } else if (arg === '--daily-at') {
      dailyAt = parseDailyAt(args[(i += 1)] ?? '');
      if (dailyAt === null) return '--daily-at wants a UTC time as HH:MM, e.g. 02:30';
    } else if (arg.startsWith('-') || target !== null) return `unexpected ${arg}`;
    else target = arg;
  }
  return target === null ? 'name the backup file, or the directory to write it into' : { target, keepDays, dailyAt };
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const backUpOnce = async (options: Options) => {
  const location = databaseConfig();
  const result = await writeBackup(location, options.target);
  await writeStatus(result);
  await recordBackup(location, result).catch((error: unknown) => {
    throw new Error(`${result.file} is complete, but the database could not record it (monitoring will call it missing): ${error instanceof Error ? error.message : String(error)}`);
  });
  console.log(`backup ${result.file}: ${megabytes(result.bytes)} (${result.bytes} bytes) in ${(result.durationMs / 1000).toFixed(1)} s`);
  if (options.keepDays !== null) {
    for (const name of await pruneBackups(dirname(result.file), options.keepDays, result.file)) console.log(`deleted ${name} (older than ${options.keepDays} days)`);
  }
};

const run = async (): Promise<number> => {
  const options = parse(process.argv.slice(2));
  if (typeof options === 'string') {
    console.error(`${options}\n${USAGE}`);
    return 2;
  }
  if (!releaseCommandMayRun(process.env, console.error)) return 1;
  if (options.dailyAt === null) {
    await backUpOnce(options);
    return 0;
  }
  const dailyAt = options.dailyAt;
  // A resident scheduler for hosts without cron (compose): a failed night is reported and the next one tried.
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(`backing up every day at ${String(Math.floor(dailyAt / 60)).padStart(2, '0')}:${String(dailyAt % 60).padStart(2, '0')} UTC into ${options.target}`);
  while (!stopped) {
    await new Promise<void>((resolve) => (timer = setTimeout(resolve, untilNext(dailyAt, new Date()))));
    if (stopped) break;
    await backUpOnce(options).catch((error: unknown) => console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`));
  }
  return 0;
};

run().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
