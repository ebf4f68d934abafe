import { sql } from 'kysely';
import type { OrderStatusName, Seller } from '@inercise/contracts';
import { contracts } from '../../../contracts.ts';
import type { Db } from '../../../db/database.ts';
import { actorAccount, recordAudit, type Actor } from '../audit.ts';
import { queueStatusMail, type StatusMailDeps } from './statusMail.ts';
import { issueCorrection, issueInvoice } from '../../invoices/issueInvoice.ts';
import { grantCourses, revokeCourses } from '../../courses/courseAccess.ts';
import { paidOrderLeavesCart } from '../../cart/paidOrderLeavesCart.ts';

const { orderStatusNames } = contracts;

/**
 * The moves the shop owner may make, from each status: forward only, and CANCELLED from any status before SHIPPED.
 * The payment provider's own moves (to PAID or INCOMPLETE) are not here. One table for the back office and the
 * command line.
 */
export const ALLOWED: Readonly<Record<OrderStatusName, readonly OrderStatusName[]>> = {
  INCOMPLETE: ['CANCELLED'],
  PLACED: ['PAID', 'SHIPPED', 'CANCELLED'],
  PAYMENT_VERIFICATION: ['CANCELLED'],
  PAID: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED', 'RETURNED'],
  DELIVERED: ['RETURNED'],
  RETURNED: [],
  CANCELLED: [],
};

export const isOrderStatus = (name: string): name is OrderStatusName => (orderStatusNames as readonly string[]).includes(name);

export const nextStatuses = (status: string): readonly OrderStatusName[] => (isOrderStatus(status) ? ALLOWED[status] : []);

export interface StatusMove {
  orderNumber: string;
  to: OrderStatusName;
  /** Required to cancel; kept in the history and the audit log, never mailed. */
  reason?: string | null | undefined;
  /** Kept with SHIPPED only, and mailed to the customer. */
  trackingNumber?: string | null | undefined;
}

export type MoveOutcome =
  | { moved: true; from: OrderStatusName; to: OrderStatusName; reason: string | null; trackingNumber: string | null }
  | { moved: false; refusal: 'orderNotFound' | 'reasonRequired' | 'trackingNumberOnlyWhenShipped' | 'changedMeanwhile' }
  | { moved: false; refusal: 'notAllowed'; from: string; allowed: readonly OrderStatusName[] };

/**
 * Moves an order's status in one transaction with its history row and its audit entry. The move itself is one
 * conditional statement (only from the status just read): of two admins moving the same order at once, the second
 * finds it changed and moves nothing. Mailing the customer is the caller's, after the commit (statusMail.ts).
 */
/** A move to RETURNED, or to CANCELLED once paid, gives the money back: the invoice is corrected (invoices feature). */
const REFUNDING: readonly OrderStatusName[] = ['CANCELLED', 'RETURNED'];

export const moveOrderStatus = async (db: Db, actor: Actor, move: StatusMove, mail?: StatusMailDeps, seller?: Seller): Promise<MoveOutcome> => {
  const reason = move.reason?.trim() || null;
  const trackingNumber = move.trackingNumber?.trim() || null;
  if (move.to === 'CANCELLED' && !reason) return { moved: false, refusal: 'reasonRequired' };
  if (move.to !== 'SHIPPED' && trackingNumber) return { moved: false, refusal: 'trackingNumberOnlyWhenShipped' };
  return db.transaction().execute(async (trx): Promise<MoveOutcome> => {
    const order = await trx.selectFrom('shop_order').select(['id', 'status']).where('order_number', '=', move.orderNumber).executeTakeFirst();
    if (!order) return { moved: false, refusal: 'orderNotFound' };
    const allowed = nextStatuses(order.status);
    if (!isOrderStatus(order.status) || !allowed.includes(move.to)) return { moved: false, refusal: 'notAllowed', from: order.status, allowed };
    const from = order.status;
    const updated = await trx
      .updateTable('shop_order')
      .set({ status: move.to, updated_at: sql`now()`, ...(move.to === 'PAID' ? { paid_at: sql`now()` } : {}) })
      .where('id', '=', order.id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) return { moved: false, refusal: 'changedMeanwhile' };
    // The owner's PAID (a transfer received) issues the invoice as the provider's does; a refund corrects it. Both in
    // this transaction, numbered with the move or not at all.
    if (move.to === 'PAID' && seller) await issueInvoice(trx, seller, move.orderNumber);
    // A course is the buyer's while its order stands paid: granted with the owner's PAID, ended by the refund.
    if (move.to === 'PAID') await grantCourses(trx, move.orderNumber);
    if (REFUNDING.includes(move.to)) await revokeCourses(trx, move.orderNumber);
    // Paid however it was paid: its lines leave the buyer's cart, as on the provider's confirmation.
    if (move.to === 'PAID') await paidOrderLeavesCart(trx, order.id);
    if (REFUNDING.includes(move.to)) await issueCorrection(trx, move.orderNumber, reason ?? (move.to === 'RETURNED' ? 'Zwrot towaru / Goods returned' : 'Anulowanie zamówienia / Order cancelled'));
    const author = actorAccount(actor);
    const change = await trx
      .insertInto('order_status_change')
      .values({
        order_id: order.id,
        from_status: from,
        to_status: move.to,
        reason,
        tracking_number: trackingNumber,
        source: actor.source,
        changed_by_user_id: author.userId,
        changed_by_email: author.email,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The customer's mail commits with the move (or neither does).
    if (mail) await queueStatusMail(trx, mail, { orderNumber: move.orderNumber, status: move.to, trackingNumber, changeId: change.id });
    await recordAudit(trx, actor, {
      action: 'order.status',
      entityKind: 'order',
      entityId: move.orderNumber,
      before: { status: from },
      after: { status: move.to, ...(reason ? { reason } : {}), ...(trackingNumber ? { trackingNumber } : {}) },
    });
    return { moved: true, from, to: move.to, reason, trackingNumber };
  });
};
