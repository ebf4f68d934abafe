import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { PaymentNotification } from '@inercise/contracts/domain/paymentNotification';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { NotificationMetricOutcome } from '../metrics/metrics.ts';
import { formatAmount } from '../../money.ts';
import { notificationMd5 } from './notificationSignature.ts';
import { markChargeback } from './chargeback.ts';
import { issueInvoice } from '../invoices/issueInvoice.ts';
import { grantCourses } from '../courses/courseAccess.ts';
import { paidOrderLeavesCart } from '../cart/paidOrderLeavesCart.ts';
import { mailChargeback, mailPaymentAfterCancellation, mailPaymentConfirmation } from './paymentConfirmation.ts';
import { PROVIDER_CURRENCY } from './provider.ts';

/** The provider's notification, as the route table's schema leaves it. */
export type Notification = PaymentNotification;

export type NotificationOutcome =
  | 'paid'
  | 'failed'
  | 'alreadyProcessed'
  | 'paidAfterCancellation'
  | 'chargeback'
  | 'ignored'
  | 'badChecksum'
  | 'badSignature'
  | 'testMode'
  | 'unknownTransaction'
  | 'wrongAmount'
  | 'wrongCurrency';

const ACCEPTED = ['paid', 'failed', 'alreadyProcessed', 'paidAfterCancellation', 'chargeback', 'ignored'] as const;

/** Outcomes Tpay should not retry: answered TRUE. The others are refusals. */
export const acknowledged = (outcome: NotificationOutcome): boolean => (ACCEPTED as readonly string[]).includes(outcome);

/** How a notification is counted: what it did, or that it was refused (the log row keeps the reason). */
const metricOutcome = (outcome: NotificationOutcome): NotificationMetricOutcome => {
  if (outcome === 'alreadyProcessed') return 'duplicate';
  return acknowledged(outcome) ? (outcome as NotificationMetricOutcome) : 'rejected';
};

/** Whether a decimal amount as Tpay writes it ("368.99") is exactly these minor units; a missing one is not. */
const sameAmount = (text: string | undefined, cents: number): boolean => {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(value) && formatAmount(Math.round(value * 100)) === formatAmount(cents);
};

const PAID_STATUSES = ['TRUE', 'PAID'];

/**
 * Verifies and applies one notification. Idempotent: the status moves only from the states it may leave
 * (a conditional UPDATE, safe under concurrency), so a duplicate or a replay after PAID changes nothing.
 */
export const handleNotification = async (
  ctx: AppContext,
  log: FastifyBaseLogger,
  fields: Notification,
  rawBody: string,
  jws: string | undefined,
): Promise<NotificationOutcome> => {
  // Verified before any transaction opens (the signature check may fetch Tpay's certificate).
  const unverified = await verify(ctx, fields, rawBody, jws);
  // The order's move, its mails and the notification's log line commit together (or none does: Tpay sends again).
  const { outcome, currency } = await ctx.db.transaction().execute(async (trx) => {
    const decision = unverified ?? (await decide(ctx, trx, fields));
    await trx
      .insertInto('payment_notification')
      .values({ provider: ctx.payments.name, transaction_id: fields.tr_id, status: fields.tr_status, outcome: decision.outcome, payload: JSON.stringify(fields) })
      .execute();
    // The invoice is numbered in the transaction that marks the order PAID: paid orders and invoices never differ.
    if (decision.outcome === 'paid') await issueInvoice(trx, ctx.config.seller, fields.tr_crc);
    // The order's courses are the buyer's from the same commit.
    if (decision.outcome === 'paid') await grantCourses(trx, fields.tr_crc);
    if (decision.outcome === 'paid') await mailPaymentConfirmation(ctx, trx, fields.tr_crc);
    if (decision.outcome === 'paidAfterCancellation') await mailPaymentAfterCancellation(ctx, trx, fields.tr_crc, fields.tr_id);
    if (decision.outcome === 'chargeback') await mailChargeback(ctx, trx, fields.tr_crc, fields.tr_id, fields.tr_amount);
    return decision;
  });
  ctx.outbox.wake();
  ctx.metrics.paymentNotifications.inc({ outcome: metricOutcome(outcome) });
  if (!acknowledged(outcome)) {
    ctx.metrics.paymentNotificationsRejected.inc({ reason: outcome });
    // Someone may be trying to pass a payment off as real: worth a line whatever the log level.
    log.warn({ reason: outcome, transactionId: fields.tr_id, orderNumber: fields.tr_crc, amount: fields.tr_amount, paid: fields.tr_paid, testMode: fields.test_mode ?? null }, 'payment notification refused');
  }
  // 'paid' comes from the one UPDATE that moved the order: a repeated notification is 'alreadyProcessed'.
  if (outcome === 'paid' && currency) ctx.metrics.ordersPaid.inc({ currency });
  if (outcome === 'chargeback' && currency) ctx.metrics.chargebacks.inc({ currency });
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

const decide = async (ctx: AppContext, trx: Transaction<DB>, fields: Notification): Promise<Decision> => {
  // The order's open transaction, or one it had before "Pay again" superseded it (order_payment keeps them all).
  const order = await trx
    .selectFrom('shop_order')
    .select(['id', 'status', 'total_price', 'currency', 'transaction_id'])
    .where('order_number', '=', fields.tr_crc)
    .where((eb) =>
      eb.or([
        eb('transaction_id', '=', fields.tr_id),
        eb.exists(eb.selectFrom('order_payment').select('order_payment.id').whereRef('order_payment.order_id', '=', 'shop_order.id').where('order_payment.transaction_id', '=', fields.tr_id)),
      ]),
    )
    .executeTakeFirst();
  if (!order) return refused('unknownTransaction');
  // Test payments (Tpay's sandbox, this shop's own) carry test_mode=1: real money only, unless a staging shop says so.
  if (fields.test_mode === '1' && ctx.config.production && !ctx.config.allowSandboxPayments) return refused('testMode');
  // The provider's amounts are in its currency: an order in another one cannot have been paid through it.
  if (order.currency !== PROVIDER_CURRENCY) return refused('wrongCurrency');
  if (!sameAmount(fields.tr_amount, order.total_price)) return refused('wrongAmount');
  const { currency } = order;
  if (PAID_STATUSES.includes(fields.tr_status)) {
    // What was really paid must be the whole total: tr_amount is only what the transaction asked for.
    if (!sameAmount(fields.tr_paid, order.total_price)) return refused('wrongAmount');
    const updated = await trx
      .updateTable('shop_order')
      .set({ status: 'PAID', paid_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', order.id)
      .where('status', 'in', ['PAYMENT_VERIFICATION', 'INCOMPLETE'])
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) {
      // Paid at last: the order's lines leave the buyer's cart, which kept them while the payment was open.
      await paidOrderLeavesCart(trx, order.id);
      return { outcome: 'paid', currency };
    }
    // The owner cancelled the order while the shopper was still paying: the money came, the goods will not. Kept
    // as it is (a cancelled order is never revived); the owner and the shopper are told, for the refund. A replay
    // that finds this outcome logged is a duplicate (two copies at the same instant queue the same mails' keys).
    if (order.status === 'CANCELLED' && !(await alreadyRecorded(trx, fields.tr_id, 'paidAfterCancellation'))) {
      return { outcome: 'paidAfterCancellation', currency };
    }
    return { outcome: 'alreadyProcessed', currency };
  }
  if (fields.tr_status === 'CHARGEBACK') {
    // The money went back to the payer: the order is marked (once), the owner told, the audit log keeps it.
    return { outcome: (await markChargeback(trx, { id: order.id, orderNumber: fields.tr_crc }, fields.tr_amount)) ? 'chargeback' : 'alreadyProcessed', currency };
  }
  if (fields.tr_status === 'FALSE') {
    // A transaction superseded by "Pay again" failing (or its failure replayed) leaves the order to the open one.
    if (order.transaction_id !== fields.tr_id) return { outcome: 'ignored', currency };
    const updated = await trx
      .updateTable('shop_order')
      .set({ status: 'INCOMPLETE', updated_at: sql`now()` })
      .where('id', '=', order.id)
      .where('status', '=', 'PAYMENT_VERIFICATION')
      .executeTakeFirst();
    return { outcome: updated.numUpdatedRows > 0n ? 'failed' : 'alreadyProcessed', currency };
  }
  // Other states are for the shop owner (the back office shows the notification log); recorded, acknowledged.
  return { outcome: 'ignored', currency };
};

/** Whether a notification of this transaction already had this outcome (notifications are logged before mails go). */
const alreadyRecorded = async (trx: Transaction<DB>, transactionId: string, outcome: NotificationOutcome): Promise<boolean> =>
  (await trx.selectFrom('payment_notification').select('id').where('transaction_id', '=', transactionId).where('outcome', '=', outcome).executeTakeFirst()) !== undefined;
