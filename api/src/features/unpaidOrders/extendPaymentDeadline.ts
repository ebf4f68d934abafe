import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { recordAudit, type Actor } from '../admin/audit.ts';
import { SHOP_TIME_ZONE } from '../admin/csv.ts';
import { UNPAID_STATUSES } from './runUnpaidOrders.ts';

export type DeadlineOutcome = { extended: true } | { extended: false; refusal: 'orderNotFound' | 'deadlineInThePast' | 'orderNotAwaitingPayment' };

/**
 * Gives the buyer of an unpaid order until the end of `until` (a day in Poland) to pay. The reminder is due again a
 * day before the new deadline. Conditional on the order still waiting for its payment, audited with the day before.
 */
export const extendPaymentDeadline = async (db: Db, actor: Actor, orderNumber: string, until: string, now = new Date()): Promise<DeadlineOutcome> =>
  db.transaction().execute(async (trx): Promise<DeadlineOutcome> => {
    const order = await trx.selectFrom('shop_order').select(['id', 'status', 'payment_due_at']).where('order_number', '=', orderNumber).forUpdate().executeTakeFirst();
    if (!order) return { extended: false, refusal: 'orderNotFound' };
    if (!(UNPAID_STATUSES as readonly string[]).includes(order.status)) return { extended: false, refusal: 'orderNotAwaitingPayment' };
    const { end } = await sql<{ end: Date }>`select ((${until}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}) as end`
      .execute(trx)
      .then((result) => result.rows[0]!);
    if (new Date(end).getTime() <= now.getTime()) return { extended: false, refusal: 'deadlineInThePast' };
    await trx.updateTable('shop_order').set({ payment_due_at: end, payment_reminded_at: null }).where('id', '=', order.id).execute();
    await recordAudit(trx, actor, {
      action: 'order.paymentDeadline',
      entityKind: 'order',
      entityId: orderNumber,
      before: { paymentDueAt: order.payment_due_at ? new Date(order.payment_due_at).toISOString() : null },
      after: { paymentDueAt: new Date(end).toISOString() },
    });
    return { extended: true };
  });
