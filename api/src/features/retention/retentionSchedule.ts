import type { Outbox } from '../mail/outbox.ts';
import { runRetention, type RetentionDependencies, type RetentionReport } from './runRetention.ts';

/** pg-boss's queue of the retention job, and when it runs: every day at 03:30 UTC, a quiet hour for the shop. */
const RETENTION_QUEUE = 'retention';
const RETENTION_CRON = '30 3 * * *';

/** Puts the daily retention run on the outbox's pg-boss (one run a day across every working process). */
export const scheduleRetention = (outbox: Outbox, deps: Omit<RetentionDependencies, 'outbox'>, log: (report: RetentionReport) => void): Promise<void> =>
  outbox.schedule(RETENTION_QUEUE, RETENTION_CRON, async () => log(await runRetention({ ...deps, outbox })));
