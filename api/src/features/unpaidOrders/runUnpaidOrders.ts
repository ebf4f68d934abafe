import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { recordAudit, SYSTEM } from '../admin/audit.ts';
import type { Outbox } from '../mail/outbox.ts';
import { orderPath } from '../orders/orderPath.ts';
import { paymentReminderMail, unpaidCancellationMail } from './unpaidOrderMails.ts';

/** The statuses of an order the buyer can still pay: waiting for the provider, or after a failed payment. */
export const UNPAID_STATUSES = ['PAYMENT_VERIFICATION', 'INCOMPLETE'] as const;
/** Why the shop cancelled it, kept in the order's history. */
export const UNPAID_REASON = 'unpaid';
const DAY = 86_400_000;

export interface UnpaidOrdersDependencies {
  db: Db;
  outbox: Pick<Outbox, 'queue' | 'wake'>;
  config: Pick<Config, 'shopUrl' | 'unpaidOrderDays'>;
}

export interface UnpaidOrdersReport {
  reminded: number;
  cancelled: number;
}

/**
 * When an unpaid order must be paid by: the owner's extension when there is one, else `days` after it was placed
 * (the terms' period). An inquiry is not here: it waits for the owner's offer, not for the buyer.
 */
const deadline = (days: number) => sql<Date>`coalesce(shop_order.payment_due_at, shop_order.created_at + make_interval(days => ${days}))`;

/** Reminds the buyer of each unpaid order whose deadline is a day away or less, once. */
const remindUnpaid = async (deps: UnpaidOrdersDependencies, now: Date, report: UnpaidOrdersReport): Promise<void> => {
  const { db, config } = deps;
  const days = config.unpaidOrderDays;
  const toRemind = await db
    .selectFrom('shop_order')
    .innerJoin('app_user', 'app_user.id', 'shop_order.user_id')
    .select(['shop_order.id', 'shop_order.order_number', 'shop_order.language', 'app_user.email', deadline(days).as('due_at')])
    .where('shop_order.status', 'in', UNPAID_STATUSES)
    .where('shop_order.payment_reminded_at', 'is', null)
    .where(deadline(days), '<=', new Date(now.getTime() + DAY))
    .where(deadline(days), '>', now)
    .orderBy('shop_order.id')
    .execute();
  for (const order of toRemind) {
    await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('shop_order')
        .set({ payment_reminded_at: now })
        .where('id', '=', order.id)
        .where('payment_reminded_at', 'is', null)
        .where('status', 'in', UNPAID_STATUSES)
        .executeTakeFirst();
      if (marked.numUpdatedRows === 0n) return;
      const language = order.language === 'en' ? 'en' : 'pl';
      const link = `${config.shopUrl}${orderPath(language, order.order_number, 'unpaid')}`;
      await deps.outbox.queue(trx, `payment-reminder:${order.order_number}`, { to: order.email, ...paymentReminderMail(order.order_number, language, new Date(order.due_at), link) });
      report.reminded += 1;
    });
  }
};

/** Cancels each unpaid order past its deadline: history, audit, the discount code's use given back, the buyer mailed. */
const cancelOverdue = async (deps: UnpaidOrdersDependencies, now: Date, report: UnpaidOrdersReport): Promise<void> => {
  const { db, config } = deps;
  const days = config.unpaidOrderDays;
  const toCancel = await db
    .selectFrom('shop_order')
    .select(['id', 'order_number', 'status'])
    .where('status', 'in', UNPAID_STATUSES)
    .where(deadline(days), '<=', now)
    .orderBy('id')
    .execute();
  for (const order of toCancel) {
    await db.transaction().execute(async (trx) => {
      const cancelled = await trx
        .updateTable('shop_order')
        .set({ status: 'CANCELLED', updated_at: sql`now()` })
        .where('id', '=', order.id)
        .where('status', '=', order.status)
        .executeTakeFirst();
      if (cancelled.numUpdatedRows === 0n) return;
      await trx
        .insertInto('order_status_change')
        .values({ order_id: order.id, at: now, from_status: order.status, to_status: 'CANCELLED', reason: UNPAID_REASON, source: SYSTEM.source })
        .execute();
      // The code's use comes back: to the code's total and to this customer's count.
      const uses = await trx.deleteFrom('discount_use').where('order_id', '=', order.id).returning('discount_id').execute();
      for (const use of uses) {
        await trx.updateTable('discount').set({ used_count: sql`greatest(used_count - 1, 0)` }).where('id', '=', use.discount_id).execute();
      }
      await recordAudit(trx, SYSTEM, {
        action: 'order.status',
        entityKind: 'order',
        entityId: order.order_number,
        before: { status: order.status },
        after: { status: 'CANCELLED', reason: UNPAID_REASON },
      });
      const buyer = await trx
        .selectFrom('shop_order')
        .innerJoin('app_user', 'app_user.id', 'shop_order.user_id')
        .select(['app_user.email', 'shop_order.language'])
        .where('shop_order.id', '=', order.id)
        .executeTakeFirst();
      if (buyer) {
        const language = buyer.language === 'en' ? 'en' : 'pl';
        const mail = unpaidCancellationMail(order.order_number, language, days, `${config.shopUrl}/${language}/cart`);
        await deps.outbox.queue(trx, `unpaid-cancelled:${order.order_number}`, { to: buyer.email, ...mail });
      }
      report.cancelled += 1;
    });
  }
};

/**
 * Reminds the buyer of an unpaid order a day before its deadline, and cancels it once the deadline has passed:
 * its history and the audit log say so, a discount code's use it took is given back, and the buyer is mailed. Each
 * order in its own transaction, each change conditional on the status just read, so a payment arriving meanwhile
 * wins and a second run changes nothing. The daily job and tests call it; tests move `now`.
 */
export const runUnpaidOrders = async (deps: UnpaidOrdersDependencies, now = new Date()): Promise<UnpaidOrdersReport> => {
  const report: UnpaidOrdersReport = { reminded: 0, cancelled: 0 };
  await remindUnpaid(deps, now, report);
  await cancelOverdue(deps, now, report);
  if (report.reminded + report.cancelled > 0) deps.outbox.wake();
  return report;
};
