import type { Outbox } from '../mail/outbox.ts';
import { runUnpaidOrders, type UnpaidOrdersDependencies, type UnpaidOrdersReport } from './runUnpaidOrders.ts';

/** pg-boss's queue of the unpaid-orders job, and when it runs: every hour, so a deadline is kept to within the hour. */
const UNPAID_ORDERS_QUEUE = 'unpaid-orders';
const UNPAID_ORDERS_CRON = '10 * * * *';

/** Puts the hourly run on the outbox's pg-boss (each hour taken once across every working process). */
export const scheduleUnpaidOrders = (outbox: Outbox, deps: Omit<UnpaidOrdersDependencies, 'outbox'>, log: (report: UnpaidOrdersReport) => void): Promise<void> =>
  outbox.schedule(UNPAID_ORDERS_QUEUE, UNPAID_ORDERS_CRON, async () => log(await runUnpaidOrders({ ...deps, outbox })));
