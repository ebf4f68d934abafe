// The nightly backup's command line, as the compose service and the Kubernetes CronJob give it: `npm run backup --
// <directory> --keep-days 14` (and `--daily-at HH:MM` for the resident compose service, which has no cron).
import { npmRun } from './images.ts';

/** How many days of nightly backups the shop keeps (README, "Operate"). */
const KEEP_DAYS = 14;

/** What is wrong with a nightly backup's command; `persistent` tells whether a path is kept on a volume that outlives the container. */
export const backupCommandProblems = (argv: string[], what: string, persistent: (path: string) => boolean, resident: boolean): string[] => {
  if (npmRun(argv)?.script !== 'backup') return [`${what}: does not run npm run backup (got ${argv.join(' ') || 'the image CMD'})`];
  // `npm run backup -- <directory> --keep-days N [--daily-at HH:MM]`
  const args = argv.includes('--') ? argv.slice(argv.indexOf('--') + 1) : [];
  const option = (name: string) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? null) : null);
  const dir = args.find((word, i) => !word.startsWith('--') && !['--keep-days', '--daily-at'].includes(args[i - 1] ?? ''));
  const keepDays = option('--keep-days') === null ? null : Number(option('--keep-days'));
  const dailyAt = option('--daily-at');
  const problems: string[] = [];
  if (!dir) problems.push(`${what}: names no directory to back up into`);
  else if (!persistent(dir)) problems.push(`${what}: backs up into ${dir}, which is not a persistent volume`);
  if (keepDays !== KEEP_DAYS) problems.push(`${what}: keeps ${keepDays ?? 'every'} days of backups, ${KEEP_DAYS} expected (--keep-days ${KEEP_DAYS})`);
  if (resident && !/^([01]\d|2[0-3]):[0-5]\d$/.test(dailyAt ?? '')) problems.push(`${what}: runs once and stops; --daily-at HH:MM keeps it backing up every night`);
  if (!resident && dailyAt !== null) problems.push(`${what}: --daily-at would keep the Job running; its schedule runs it nightly`);
  return problems;
};
/** A cron schedule that fires once a day: fixed minute and hour, every day of every month. */
export const isDailySchedule = (schedule: string | undefined): boolean => {
  const fields = (schedule ?? '').trim().split(/\s+/);
  return fields.length === 5 && /^\d{1,2}$/.test(fields[0]!) && /^\d{1,2}$/.test(fields[1]!) && fields.slice(2).every((field) => field === '*');
};
