import { sql } from 'kysely';
import { contracts } from '../../contracts.ts';
import type { AppContext } from '../../context.ts';
import { conflict, gone, HttpError, notFound } from '../../http/errors.ts';
import { awaitPayment, claimPaymentStart, startPayment, type PaymentStart, type StartedPayment } from '../orders/startPayment.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import { PAID_STATUSES, paidOnline } from './offerStore.ts';

const { AddressSchema } = contracts;

/**
 * The buyer accepts the offer and pays it online: in one short transaction the order (its amounts already the
 * offer's) moves from PLACED to waiting for its payment, with the terms' acceptance and the offer's last day as its
 * payment deadline, and takes the claim on its payment's start; the provider is asked after the commit, as at
 * checkout (orders/startPayment.ts). Asked again, it answers the same payment page, or starts it again when the
 * provider failed. After the payment the order follows the paid path of every order (notification, invoice, mails).
 */
export const startOfferPayment = async (ctx: AppContext, userId: number, orderNumber: string, now = new Date()): Promise<StartedPayment> => {
  const next = await ctx.db.transaction().execute(async (trx): Promise<{ done: StartedPayment } | { start: PaymentStart; claimed: boolean }> => {
    const order = await trx
      .selectFrom('shop_order')
      .innerJoin('app_user', 'app_user.id', 'shop_order.user_id')
      .select(['shop_order.id', 'shop_order.status', 'shop_order.currency', 'shop_order.language', 'shop_order.payment_url', 'shop_order.total_price', 'shop_order.shipping_address', 'app_user.email'])
      .where('shop_order.order_number', '=', orderNumber)
      .where('shop_order.user_id', '=', userId)
      .forUpdate('shop_order')
      .executeTakeFirst();
    if (!order) throw notFound('orderNotFound', 'orderNumber');
    const offer = await trx.selectFrom('order_offer').select(['valid_until']).where('order_id', '=', order.id).executeTakeFirst();
    if (!offer) throw notFound('offerNotFound', 'orderNumber');
    if (PAID_STATUSES.includes(order.status)) throw conflict('orderAlreadyPaid');
    if (!paidOnline(order.currency)) throw conflict('offerByTransferOnly');
    // A payment page already made for this offer is the one to pay.
    if (order.status === 'PAYMENT_VERIFICATION' && order.payment_url) return { done: { location: order.payment_url } };
    if (order.status !== 'PLACED' && order.status !== 'PAYMENT_VERIFICATION') throw conflict('offerNotPayable');
    if (new Date(offer.valid_until).getTime() <= now.getTime()) throw gone('offerExpired');
    if (order.status === 'PLACED') {
      await trx
        .updateTable('shop_order')
        .set({ status: 'PAYMENT_VERIFICATION', terms_accepted_at: sql`now()`, payment_due_at: offer.valid_until, payment_reminded_at: null, updated_at: sql`now()` })
        .where('id', '=', order.id)
        .execute();
    }
    const start: PaymentStart = {
      id: order.id,
      orderNumber,
      total: order.total_price,
      // The payer chooses the method on the provider's page: the checkout's chooser never saw this order.
      groupId: null,
      email: order.email,
      shippingAddress: AddressSchema.parse(order.shipping_address),
      language: order.language === 'en' ? 'en' : 'pl',
    };
    return { start, claimed: await claimPaymentStart(ctx, trx, order.id) };
  });
  if ('done' in next) return next.done;
  try {
    return next.claimed ? await startPayment(ctx, next.start) : await awaitPayment(ctx, next.start);
  } catch (error) {
    // Not the buyer's fault: the order waits, and the button may be pressed again.
    if (error instanceof PaymentProviderError) throw new HttpError(502, 'paymentProviderUnavailable');
    throw error;
  }
};
