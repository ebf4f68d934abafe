import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { NotificationMetricOutcome } from '../metrics/metrics.ts';
import { formatAmount } from '../../money.ts';
import { notificationMd5 } from './notificationSignature.ts';
import { mailPaymentAfterCancellation, mailPaymentConfirmation } from './paymentConfirmation.ts';

export const NotificationSchema = z.object({
  id: z.string().max(64),
  tr_id: z.string().min(1).max(128),
  tr_date: z.string().max(64).optional(),
  tr_crc: z.string().min(1).max(128),
  tr_amount: z.string().max(32),
  tr_paid: z.string().max(32).optional(),
  tr_desc: z.string().max(1024).optional(),
  tr_status: z.string().max(32),
  tr_error: z.string().max(64).optional(),
  tr_email: z.string().max(254).optional(),
  md5sum: z.string().max(64),
  test_mode: z.string().max(8).optional(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export type NotificationOutcome =
  | 'paid'
  | 'failed'
  | 'alreadyProcessed'
  | 'paidAfterCancellation'
  | 'ignored'
  | 'badChecksum'
  | 'badSignature'
  | 'unknownTransaction'
  | 'wrongAmount';

/** How a notification is counted: what it did, or that it was refused (the log row keeps the reason). */
export const metricOutcome = (outcome: NotificationOutcome): NotificationMetricOutcome => {
  if (outcome === 'paid' || outcome === 'failed' || outcome === 'ignored' || outcome === 'paidAfterCancellation') return outcome;
  return outcome === 'alreadyProcessed' ? 'duplicate' : 'rejected';
};

/** Outcomes Tpay should not retry: answered TRUE. */
export const acknowledged = (outcome: NotificationOutcome) => ['paid', 'failed', 'alreadyProcessed', 'paidAfterCancellation', 'ignored'].includes(outcome);

const sameAmount = (text: string, cents: number): boolean => {
  const value = Number(text);
  return Number.isFinite(value) && formatAmount(Math.round(value * 100)) === formatAmount(cents);
};

/**
 * Verifies and applies one notification. Idempotent: the status moves only from the states it may leave
 * (a conditional UPDATE, safe under concurrency), so a duplicate or a replay after PAID changes nothing.
 */
export const handleNotification = async (ctx: AppContext, fields: Notification, rawBody: string, jws: string | undefined): Promise<NotificationOutcome> => {
  // Verified before any transaction opens (the signature check may fetch Tpay's certificate).
  const unverified = await verify(ctx, fields, rawBody, jws);
  // The order's move, its mails and the notification's log line commit together (or none does: Tpay sends again).
  const { outcome, currency } = await ctx.db.transaction().execute(async (trx) => {
    const decision = unverified ?? (await decide({ ...ctx, db: trx }, fields));
    await trx
      .insertInto('payment_notification')
      .values({ provider: ctx.payments.name, transaction_id: fields.tr_id, status: fields.tr_status, outcome: decision.outcome, payload: JSON.stringify(fields) })
      .execute();
    if (decision.outcome === 'paid') await mailPaymentConfirmation(ctx, trx, fields.tr_crc);
    if (decision.outcome === 'paidAfterCancellation') await mailPaymentAfterCancellation(ctx, trx, fields.tr_crc, fields.tr_id);
    return decision;
  });
  ctx.outbox.wake();
  ctx.metrics.paymentNotifications.inc({ outcome: metricOutcome(outcome) });
  // 'paid' comes from the one UPDATE that moved the order: a repeated notification is 'alreadyProcessed'.
  if (outcome === 'paid' && currency) ctx.metrics.ordersPaid.inc({ currency });
  return outcome;
};

/** What a notification did, and the currency of the order it concerned (when one was found). */
interface Decision {
  outcome: NotificationOutcome;
  currency: string | null;
}

const refused = (outcome: NotificationOutcome): Decision => ({ outcome, currency: null });

/** The refusal of a notification that is not Tpay's (checksum or signature), or null. */
const verify = async (ctx: AppContext, fields: Notification, rawBody: string, jws: string | undefined): Promise<Decision | null> => {
  if (notificationMd5(fields, ctx.payments.securityCode) !== fields.md5sum.toLowerCase()) return refused('badChecksum');
  if (!(await ctx.payments.verifySignature(rawBody, jws))) return refused('badSignature');
  return null;
};

const decide = async (ctx: AppContext, fields: Notification): Promise<Decision> => {
  const order = await ctx.db
    .selectFrom('shop_order')
    .select(['id', 'status', 'total_price', 'currency'])
    .where('order_number', '=', fields.tr_crc)
    .where('transaction_id', '=', fields.tr_id)
    .executeTakeFirst();
  if (!order) return refused('unknownTransaction');
  if (!sameAmount(fields.tr_amount, order.total_price)) return refused('wrongAmount');
  const { currency } = order;
  if (fields.tr_status === 'TRUE' || fields.tr_status === 'PAID') {
    const updated = await ctx.db
      .updateTable('shop_order')
      .set({ status: 'PAID', paid_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', order.id)
      .where('status', 'in', ['PAYMENT_VERIFICATION', 'INCOMPLETE'])
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) return { outcome: 'paid', currency };
    // The owner cancelled the order while the shopper was still paying: the money came, the goods will not. Kept
    // as it is (a cancelled order is never revived); the owner and the shopper are told, for the refund. A replay
    // that finds this outcome logged is a duplicate (two copies at the same instant queue the same mails' keys).
    if (order.status === 'CANCELLED' && !(await alreadyRecorded(ctx, fields.tr_id, 'paidAfterCancellation'))) {
      return { outcome: 'paidAfterCancellation', currency };
    }
    return { outcome: 'alreadyProcessed', currency };
  }
  if (fields.tr_status === 'FALSE') {
    const updated = await ctx.db
      .updateTable('shop_order')
      .set({ status: 'INCOMPLETE', updated_at: sql`now()` })
      .where('id', '=', order.id)
      .where('status', '=', 'PAYMENT_VERIFICATION')
      .executeTakeFirst();
    return { outcome: updated.numUpdatedRows > 0n ? 'failed' : 'alreadyProcessed', currency };
  }
  // Chargebacks and other states are for the shop owner (admin CLI); recorded, acknowledged.
  return { outcome: 'ignored', currency };
};

/** Whether a notification of this transaction already had this outcome (notifications are logged before mails go). */
const alreadyRecorded = async (ctx: AppContext, transactionId: string, outcome: NotificationOutcome): Promise<boolean> =>
  (await ctx.db.selectFrom('payment_notification').select('id').where('transaction_id', '=', transactionId).where('outcome', '=', outcome).executeTakeFirst()) !== undefined;
