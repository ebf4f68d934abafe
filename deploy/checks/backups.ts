// The nightly backup's command line, as the compose service and the Kubernetes CronJob give it: `npm run backup --
// <directory> --keep-days 14` (and `--daily-at HH:MM` for the resident compose service, which has no cron).
import { npmRun } from './images.ts';

/** How many days of nightly backups the shop keeps (README, "Operate"). */
export const KEEP_DAYS = 14;

export interface BackupCommand {
  dir: string | null;
  keepDays: number | null;
  dailyAt: string | null;
}

/** The backup command's directory and options, or null when the words are not `npm run backup`. */
export const backupCommandOf = (argv: string[]): BackupCommand | null => {
  if (npmRun(argv)?.script !== 'backup') return null;
  const args = argv.slice(argv.indexOf('--') + 1);
  if (!argv.includes('--')) return { dir: null, keepDays: null, dailyAt: null };
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at < 0 ? null : (args[at + 1] ?? null);
  };
  const keep = option('--keep-days');
  const positional = args.filter((word, i) => !word.startsWith('--') && !['--keep-days', '--daily-at'].includes(args[i - 1] ?? ''));
  return { dir: positional[0] ?? null, keepDays: keep === null ? null : Number(keep), dailyAt: option('--daily-at') };
};

/** What is wrong with a nightly backup's command; `persistent` tells whether a path is kept on a volume that outlives the container. */
export const backupCommandProblems = (argv: string[], what: string, persistent: (path: string) => boolean, resident: boolean): string[] => {
  const command = backupCommandOf(argv);
  if (!command) return [`${what}: does not run npm run backup (got ${argv.join(' ') || 'the image CMD'})`];
  const problems: string[] = [];
  if (!command.dir) problems.push(`${what}: names no directory to back up into`);
  else if (!persistent(command.dir)) problems.push(`${what}: backs up into ${command.dir}, which is not a persistent volume`);
  if (command.keepDays !== KEEP_DAYS) problems.push(`${what}: keeps ${command.keepDays ?? 'every'} days of backups, ${KEEP_DAYS} expected (--keep-days ${KEEP_DAYS})`);
  if (resident && !/^([01]\d|2[0-3]):[0-5]\d$/.test(command.dailyAt ?? '')) problems.push(`${what}: runs once and stops; --daily-at HH:MM keeps it backing up every night`);
  if (!resident && command.dailyAt !== null) problems.push(`${what}: --daily-at would keep the Job running; its schedule runs it nightly`);
  return problems;
};

/** A cron schedule that fires once a day: fixed minute and hour, every day of every month. */
export const isDailySchedule = (schedule: string | undefined): boolean => {
  const fields = (schedule ?? '').trim().split(/\s+/);
  return fields.length === 5 && /^\d{1,2}$/.test(fields[0]!) && /^\d{1,2}$/.test(fields[1]!) && fields.slice(2).every((field) => field === '*');
};
