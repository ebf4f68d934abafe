import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { formatAmount } from '../../money.ts';
import { notificationMd5 } from './notificationSignature.ts';

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

export type NotificationOutcome = 'paid' | 'failed' | 'alreadyProcessed' | 'ignored' | 'badChecksum' | 'badSignature' | 'unknownTransaction' | 'wrongAmount';

/** Outcomes Tpay should not retry: answered TRUE. */
export const acknowledged = (outcome: NotificationOutcome) => ['paid', 'failed', 'alreadyProcessed', 'ignored'].includes(outcome);

const sameAmount = (text: string, cents: number): boolean => {
  const value = Number(text);
  return Number.isFinite(value) && formatAmount(Math.round(value * 100)) === formatAmount(cents);
};

/**
 * Verifies and applies one notification. Idempotent: the status moves only from the states it may leave
 * (a conditional UPDATE, safe under concurrency), so a duplicate or a replay after PAID changes nothing.
 */
export const handleNotification = async (ctx: AppContext, fields: Notification, rawBody: string, jws: string | undefined): Promise<NotificationOutcome> => {
  const outcome = await decide(ctx, fields, rawBody, jws);
  await ctx.db
    .insertInto('payment_notification')
    .values({ provider: ctx.payments.name, transaction_id: fields.tr_id, status: fields.tr_status, outcome, payload: JSON.stringify(fields) })
    .execute();
  return outcome;
};

const decide = async (ctx: AppContext, fields: Notification, rawBody: string, jws: string | undefined): Promise<NotificationOutcome> => {
  if (notificationMd5(fields, ctx.payments.securityCode) !== fields.md5sum.toLowerCase()) return 'badChecksum';
  if (!(await ctx.payments.verifySignature(rawBody, jws))) return 'badSignature';
  const order = await ctx.db
    .selectFrom('shop_order')
    .select(['id', 'status', 'total_price'])
    .where('order_number', '=', fields.tr_crc)
    .where('transaction_id', '=', fields.tr_id)
    .executeTakeFirst();
  if (!order) return 'unknownTransaction';
  if (!sameAmount(fields.tr_amount, order.total_price)) return 'wrongAmount';
  if (fields.tr_status === 'TRUE' || fields.tr_status === 'PAID') {
    const updated = await ctx.db
      .updateTable('shop_order')
      .set({ status: 'PAID', paid_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', order.id)
      .where('status', 'in', ['PAYMENT_VERIFICATION', 'INCOMPLETE'])
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n ? 'paid' : 'alreadyProcessed';
  }
  if (fields.tr_status === 'FALSE') {
    const updated = await ctx.db
      .updateTable('shop_order')
      .set({ status: 'INCOMPLETE', updated_at: sql`now()` })
      .where('id', '=', order.id)
      .where('status', '=', 'PAYMENT_VERIFICATION')
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n ? 'failed' : 'alreadyProcessed';
  }
  // Chargebacks and other states are for the shop owner (admin CLI); recorded, acknowledged.
  return 'ignored';
};
