import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { actorAccount, recordAudit, type Actor } from '../admin/audit.ts';
import { issueInvoice } from '../invoices/issueInvoice.ts';
import { mailPaymentConfirmation } from '../payments/paymentConfirmation.ts';
import { PAID_STATUSES } from './offerStore.ts';

export type TransferOutcome = { paid: true } | { paid: false; refusal: 'orderNotFound' | 'offerNotFound' | 'orderAlreadyPaid' | 'orderNotAwaitingPayment' };

/**
 * The owner records that the offer's bank transfer arrived: in one transaction the order becomes PAID (from PLACED,
 * or from waiting for an online payment the buyer then did not make), its invoice is issued, the history and the
 * audit log record the move, and the buyer's payment mail (with the invoice) and the shop's inbox mail are queued,
 * as when the payment provider reports a payment.
 */
export const recordTransferReceived = async (ctx: Pick<AppContext, 'db' | 'outbox' | 'config'>, actor: Actor, orderNumber: string): Promise<TransferOutcome> =>
  ctx.db.transaction().execute(async (trx): Promise<TransferOutcome> => {
    const order = await trx.selectFrom('shop_order').select(['id', 'status']).where('order_number', '=', orderNumber).forUpdate().executeTakeFirst();
    if (!order) return { paid: false, refusal: 'orderNotFound' };
    const offer = await trx.selectFrom('order_offer').select('order_id').where('order_id', '=', order.id).executeTakeFirst();
    if (!offer) return { paid: false, refusal: 'offerNotFound' };
    if (PAID_STATUSES.includes(order.status)) return { paid: false, refusal: 'orderAlreadyPaid' };
    if (order.status !== 'PLACED' && order.status !== 'PAYMENT_VERIFICATION') return { paid: false, refusal: 'orderNotAwaitingPayment' };
    await trx
      .updateTable('shop_order')
      // No provider: the invoice names the payment a bank transfer, even after an online payment was started and not made.
      .set({ status: 'PAID', paid_at: sql`now()`, payment_provider: null, updated_at: sql`now()` })
      .where('id', '=', order.id)
      .execute();
    await issueInvoice(trx, ctx.config.seller, orderNumber);
    const author = actorAccount(actor);
    await trx
      .insertInto('order_status_change')
      .values({
        order_id: order.id,
        from_status: order.status,
        to_status: 'PAID',
        reason: 'Przelew otrzymany / Bank transfer received',
        tracking_number: null,
        source: actor.source,
        changed_by_user_id: author.userId,
        changed_by_email: author.email,
      })
      .execute();
    await recordAudit(trx, actor, { action: 'order.transferReceived', entityKind: 'order', entityId: orderNumber, before: { status: order.status }, after: { status: 'PAID' } });
    await mailPaymentConfirmation(ctx, trx, orderNumber);
    return { paid: true };
  });
