import { sql } from 'kysely';
import type { Address } from '@inercise/contracts';
import { contracts } from '../../contracts.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import { orderPath } from './orderPath.ts';

const { AddressSchema, INQUIRY_PAYMENT_GROUP } = contracts;

/** An order whose payment is to be started: what the provider is told. */
export interface PaymentStart {
  id: number;
  orderNumber: string;
  total: number;
  /** The bank group chosen in the shop; null: the payer chooses on the provider's page. */
  groupId: number | null;
  email: string;
  shippingAddress: Address;
  language: 'pl' | 'en';
}

/** What the provider is told about an order already written. */
export const paymentStartOf = (
  order: { id: number; order_number: string; total_price: number; payment_group: string; shipping_address: unknown; language: string },
  email: string,
): PaymentStart => ({
  id: order.id,
  orderNumber: order.order_number,
  total: order.total_price,
  groupId: order.payment_group === INQUIRY_PAYMENT_GROUP ? null : Number(order.payment_group),
  email,
  shippingAddress: AddressSchema.parse(order.shipping_address),
  language: order.language === 'en' ? 'en' : 'pl',
});

/** Where a start was answered: the payment page, or the order's own page when it is no longer to be paid. */
export interface StartedPayment {
  location: string;
}

/** How long a claim on an order's payment start lasts: the provider's own limit and a margin for the two writes. */
const claimSeconds = (ctx: AppContext) => Math.ceil(ctx.payments.timeoutMs / 1000) + 5;

/**
 * Claims the start of the order's payment, inside the transaction that found the order (the checkout's own, the cart
 * row locked): an order with no payment page yet and no start under way (none, or one whose claim lapsed: its process
 * died mid-call). Answers whether this call got it; one that did not waits for the other (awaitPayment).
 */
export const claimPaymentStart = async (ctx: AppContext, trx: Db, orderId: number): Promise<boolean> => {
  const claimed = await trx
    .updateTable('shop_order')
    .set({ payment_attempt_until: sql`now() + make_interval(secs => ${claimSeconds(ctx)})` })
    .where('id', '=', orderId)
    .where('payment_url', 'is', null)
    .where('status', '=', 'PAYMENT_VERIFICATION')
    .where((eb) => eb.or([eb('payment_attempt_until', 'is', null), eb('payment_attempt_until', '<', sql<Date>`now()`)]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
};

/** The order as it stands: its payment page, or its page in the shop when it is not to be paid (cancelled meanwhile). */
const answerOf = (order: { order_number: string; payment_url: string | null; language: string; status: string }): StartedPayment | null => {
  if (order.payment_url) return { location: order.payment_url };
  if (order.status !== 'PAYMENT_VERIFICATION') return { location: orderPath(order.language, order.order_number, order.status.toLowerCase()) };
  return null;
};

const recordedAnswer = async (ctx: AppContext, orderId: number): Promise<StartedPayment | null> =>
  answerOf(
    await ctx.db.selectFrom('shop_order').select(['order_number', 'payment_url', 'language', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow(),
  );

/**
 * Creates the order's transaction with the payment provider, with no database transaction open and no lock held (a
 * slow provider keeps no connection and no cart from the other checkouts), then records it in a short write of its
 * own. The caller holds the order's claim (claimPaymentStart). When the provider fails, the claim is let go at once
 * and the PaymentProviderError goes on: the order stays as it was, and the shopper's next try starts it again.
 */
export const startPayment = async (ctx: AppContext, order: PaymentStart): Promise<StartedPayment> => {
  const a = order.shippingAddress;
  let created: { transactionId: string; paymentUrl: string };
  try {
    created = await ctx.payments.createTransaction({
      orderNumber: order.orderNumber,
      amountCents: order.total,
      description: `Inercise ${order.orderNumber}`,
      language: order.language,
      groupId: order.groupId,
      payer: {
        email: order.email,
        name: `${a.name} ${a.surname}`.trim(),
        phone: `${a.areaCode}${a.phoneNumber}`,
        address: [a.addressLine_1, a.addressLine_2].filter(Boolean).join(' '),
        code: a.postcode,
        city: a.city,
        country: a.country,
      },
      notificationUrl: `${ctx.config.publicApiUrl}/tpay/notification`,
      successUrl: `${ctx.config.shopUrl}${orderPath(order.language, order.orderNumber, 'paid')}`,
      errorUrl: `${ctx.config.shopUrl}${orderPath(order.language, order.orderNumber, 'failed')}`,
    });
  } catch (error) {
    await ctx.db.updateTable('shop_order').set({ payment_attempt_until: null }).where('id', '=', order.id).where('payment_url', 'is', null).execute();
    throw error;
  }
  // Recorded only on an order still waiting for it: another start that took over a lapsed claim may have won. Every
  // transaction the order had is kept beside it, so a late notification of one superseded by "Pay again" is known.
  await ctx.db.transaction().execute(async (trx) => {
    const recorded = await trx
      .updateTable('shop_order')
      .set({ transaction_id: created.transactionId, payment_url: created.paymentUrl, payment_provider: ctx.payments.name, payment_attempt_until: null })
      .where('id', '=', order.id)
      .where('payment_url', 'is', null)
      .where('status', '=', 'PAYMENT_VERIFICATION')
      .executeTakeFirst();
    if (recorded.numUpdatedRows > 0n) {
      await trx.insertInto('order_payment').values({ order_id: order.id, provider: ctx.payments.name, transaction_id: created.transactionId }).execute();
    }
  });
  const answer = await recordedAnswer(ctx, order.id);
  if (!answer) throw new PaymentProviderError(`payment of ${order.orderNumber} was not recorded`);
  return answer;
};

/**
 * Opens the order's payment anew, in the transaction that found and locked it ("Pay again", or the same checkout asked
 * again after a failed payment): an order not paid yet (waiting for the provider, or INCOMPLETE after a failed
 * payment) gets no page for now and waits for a new transaction, which this call claims to start. Its earlier
 * transaction is superseded, not forgotten: order_payment keeps it, so its late success still pays the order (once),
 * while its failure, replayed, changes nothing (payments/notification.ts). A start under way (another call's claim)
 * is waited for instead. Answers whether this call got the claim.
 */
export const reopenPayment = async (ctx: AppContext, trx: Db, orderId: number): Promise<boolean> => {
  const reopened = await trx
    .updateTable('shop_order')
    .set({ status: 'PAYMENT_VERIFICATION', payment_url: null, transaction_id: null, updated_at: sql`now()`, payment_attempt_until: sql`now() + make_interval(secs => ${claimSeconds(ctx)})` })
    .where('id', '=', orderId)
    .where('status', 'in', ['PAYMENT_VERIFICATION', 'INCOMPLETE'])
    .where((eb) => eb.or([eb('payment_url', 'is not', null), eb('payment_attempt_until', 'is', null), eb('payment_attempt_until', '<', sql<Date>`now()`)]))
    .executeTakeFirst();
  return reopened.numUpdatedRows > 0n;
};

const POLL_MS = 100;

/**
 * Another call (the same checkout asked twice, a second tab, another replica) holds the claim on this order's payment
 * start: wait for its page, reading the order, with no connection held in between. When that start fails (its claim
 * let go), this call fails the same way and the shopper tries again. When its claim lapses instead (its process died
 * mid-call), this call takes the start over.
 */
export const awaitPayment = async (ctx: AppContext, order: PaymentStart): Promise<StartedPayment> => {
  for (;;) {
    // The page and the claim in one read: the start that succeeds records the page and lets the claim go in one write,
    // so two reads could see no page yet and then no claim, and take a success for a failure.
    const claim = await ctx.db
      .selectFrom('shop_order')
      .select(['order_number', 'payment_url', 'language', 'status', 'payment_attempt_until', sql<boolean>`payment_attempt_until > now()`.as('pending')])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const answer = answerOf(claim);
    if (answer) return answer;
    if (claim.payment_attempt_until === null) throw new PaymentProviderError('the payment start this call waited for failed');
    if (!claim.pending && (await claimPaymentStart(ctx, ctx.db, order.id))) return startPayment(ctx, order);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};
