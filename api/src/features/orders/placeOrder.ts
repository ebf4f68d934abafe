import type { BeginTransactionPayload } from '@inercise/contracts';
import { contracts, digitalConsentContracts } from '../../contracts.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, HttpError } from '../../http/errors.ts';
import { readDeliveryRecord } from '../address/addressStore.ts';
import { saveDeliveryRecord, type DeliveryRecordInput } from '../address/saveDeliveryRecord.ts';
import { discountIsValid, unavailableReason } from '../cart/cartView.ts';
import { DiscountRefusedError, type DiscountRefusal } from '../cart/discountRefusal.ts';
import { idsFromKey, selectedFromIds } from '../cart/selection.ts';
import { deliveryFor, hasDigitalLines, priceLines, reductionIn, shipmentByWeight, shippedLines, unitPrice } from '../cart/pricing.ts';
import { composeOrderMail } from '../mail/orderMail/orderMail.ts';
import { loadOrderMailData } from '../mail/orderMail/orderMailData.ts';
import { composeOwnerOrderMail } from '../ownerNotices/ownerOrderMail.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import { consumeDiscount, recordDiscountUse } from './consumeDiscount.ts';
import { createOrder } from './createOrder.ts';
import { orderPath } from './orderPath.ts';
import { checkoutKey } from './checkoutKey.ts';
import { awaitPayment, claimPaymentStart, paymentStartOf, reopenPayment, startPayment, type PaymentStart } from './startPayment.ts';

const { checkoutPayment, regionOf } = contracts;

export interface PlacedOrder {
  orderNumber: string;
  /** The text beginTransaction answers: the payment page URL, or the in-app /order path. */
  location: string;
  /** The delivery record saved with the order (POST /orders), or read for it; null when none was needed. */
  addressId: number | null;
}

const answerFor = (order: { order_number: string; payment_url: string | null; language: string; status: string }): Omit<PlacedOrder, 'addressId'> => ({
  orderNumber: order.order_number,
  location: order.payment_url ?? orderPath(order.language, order.order_number, order.status === 'PLACED' ? 'placed' : order.status.toLowerCase()),
});

/**
 * What the checkout's transaction came to: an order (new, or the one this cart already became) with what is left to
 * do once it is committed (start its payment, or wait for the start another call has under way).
 */
interface Outcome {
  answer: PlacedOrder;
  fresh: { total: number; currency: BeginTransactionPayload['currency'] } | null;
  /** The order's payment to start (`claimed`: by this call), or null when there is none to start. */
  next: { start: PaymentStart; claimed: boolean } | null;
}

/**
 * A refused code, thrown out of the checkout's transaction so that it writes nothing (the address sent with the
 * order included); `drop`: the cart whose code is then taken off, in a write of its own.
 */
class CodeRefused extends Error {
  constructor(
    readonly refusal: DiscountRefusal,
    readonly drop: { cartId: number; discountId: number } | null = null,
  ) {
    super(refusal);
  }
}

/**
 * After the rollback: a refused code is answered with its reason and, when it no longer applies, taken off the cart,
 * only while the cart still holds it (another checkout may have changed it meanwhile). Any other error goes on.
 */
const refuseCode = async (ctx: AppContext, error: unknown): Promise<never> => {
  if (!(error instanceof CodeRefused)) throw error;
  if (error.drop) await ctx.db.updateTable('cart').set({ discount_id: null }).where('id', '=', error.drop.cartId).where('discount_id', '=', error.drop.discountId).execute();
  throw new DiscountRefusedError(error.refusal, 'discount');
};

/** Codes are one code whatever their letter case. */
const sameCode = (a: string | null, b: string | null) => (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

/**
 * Whether the cart holds the code the shopper's page showed (null: none). A code that stopped being valid is not
 * shown by the cart (cart/cartView.ts), so a page showing none matches it too: it is then refused with its reason.
 */
const holdsShownCode = async (trx: Db, discountId: number | null, shown: string | null): Promise<boolean> => {
  const held = discountId === null ? undefined : await trx.selectFrom('discount').select(['code', discountIsValid.as('valid')]).where('id', '=', discountId).executeTakeFirst();
  return sameCode(shown, held?.code ?? null) || (shown === null && held?.valid === false);
};

/** Orders whose begin-transaction may be answered again (the same cart, asked twice). */
const REPEATABLE = ['PLACED', 'PAYMENT_VERIFICATION'];

const ORDER_COLUMNS = ['id', 'order_number', 'payment_url', 'language', 'status', 'total_price', 'payment_group', 'shipping_address'] as const;

/**
 * An empty cart whose last order is still waiting (an inquiry empties its cart at once): the checkout asked again
 * answers that order, starting its online payment again when it was not started yet, or waiting for the call that is
 * starting it. Null when there is no such order.
 */
const answerLastOrder = async (ctx: AppContext, trx: Db, user: { id: number; email: string }, lastOrderId: number, addressId: number | null): Promise<Outcome | null> => {
  const previous = await trx
    .selectFrom('shop_order')
    .select([...ORDER_COLUMNS])
    .where('id', '=', lastOrderId)
    .where('user_id', '=', user.id)
    .where('status', 'in', REPEATABLE)
    .executeTakeFirst();
  if (!previous) return null;
  const answer = { ...answerFor(previous), addressId };
  if (previous.status !== 'PAYMENT_VERIFICATION' || previous.payment_url) return { answer, fresh: null, next: null };
  return { answer, fresh: null, next: { start: paymentStartOf(previous, user.email), claimed: await claimPaymentStart(ctx, trx, previous.id) } };
};

/**
 * The repeat order: the same checkout asked again (a second click, a retry, "Order and pay" after a failed payment:
 * the cart stays full until the payment succeeds) re-uses its unpaid order, paying it again when its payment failed,
 * instead of placing another. Null when the cart's last order is not this checkout's unpaid one.
 */
const reuseUnpaidOrder = async (ctx: AppContext, trx: Db, user: { id: number; email: string }, lastOrderId: number, key: string, addressId: number | null): Promise<Outcome | null> => {
  const unpaid = await trx
    .selectFrom('shop_order')
    .select([...ORDER_COLUMNS])
    .where('id', '=', lastOrderId)
    .where('user_id', '=', user.id)
    .where('status', 'in', ['PAYMENT_VERIFICATION', 'INCOMPLETE'])
    .where('checkout_key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  if (!unpaid) return null;
  const answer = { ...answerFor({ ...unpaid, status: 'PAYMENT_VERIFICATION' }), addressId };
  if (unpaid.status === 'PAYMENT_VERIFICATION' && unpaid.payment_url) return { answer, fresh: null, next: null };
  const claimed = unpaid.status === 'INCOMPLETE' ? await reopenPayment(ctx, trx, unpaid.id) : await claimPaymentStart(ctx, trx, unpaid.id);
  return { answer, fresh: null, next: { start: paymentStartOf(unpaid, user.email), claimed } };
};

/**
 * Turns the user's cart into an order in one database transaction: the cart row is locked (FOR UPDATE),
 * so concurrent calls queue; the first makes the order, the others find the cart's last order made from the same
 * checkout (checkoutKey.ts) and answer it. The cart stays as it is until the order is paid (an inquiry's is emptied
 * at once): a failed payment leaves it for the shopper, and the same checkout asked again pays that same order again.
 * The steps: price the cart (cart/pricing.ts), take a use of its discount, write the order with a claim on its
 * payment's start, and commit. Only then, for online payment, is the provider asked for the transaction
 * (startPayment.ts), with no transaction open and no lock held, and its answer recorded in a short write. If the
 * provider fails or does not answer in time, the order stays, waiting for its payment: the shopper is told to try
 * again (502), and the same checkout asked again starts that order's payment anew. A discount code that no longer
 * applies places no order: the shopper is told why (409/410, as when applying it) and the cart keeps everything but
 * the code.
 * With `deliveryRecord` (POST /orders) the address is saved first, in the same transaction: every refusal after it
 * rolls it back, so a refused order leaves the saved address as it was; without it (POST /tpay/beginTransaction)
 * the order ships to the record saved before.
 */
const placeOrder = async (ctx: AppContext, userId: number, payload: BeginTransactionPayload, deliveryRecord?: DeliveryRecordInput): Promise<PlacedOrder> => {
  const catalogue = await ctx.catalogue.get();
  const user = { id: userId, ...(await ctx.db.selectFrom('app_user').select(['email']).where('id', '=', userId).executeTakeFirstOrThrow()) };
  const placed = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    const cart = await trx
      .selectFrom('cart')
      .select(['id', 'discount_id', 'partner_id', 'last_order_id'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    const saved = deliveryRecord ? await saveDeliveryRecord(trx, userId, deliveryRecord) : null;
    const rows = cart
      ? await trx.selectFrom('cart_item').select(['product_id', 'properties_key', 'quantity']).where('cart_id', '=', cart.id).orderBy('id').execute()
      : [];
    const inCatalogue = rows.flatMap((row) => {
      const product = catalogue.byId.get(row.product_id);
      return product ? [{ product, propertiesKey: row.properties_key, quantity: row.quantity }] : [];
    });
    // A line the owner's changes made unorderable (a hidden product, an option no longer offered) is never left out
    // silently: the shopper is sent back to the cart, which says why.
    const unorderable = rows.some((row) => {
      const product = catalogue.byId.get(row.product_id) ?? catalogue.hiddenById.get(row.product_id);
      return product !== undefined && unavailableReason(row, { id: 0, product, selectedProperties: selectedFromIds(product, idsFromKey(row.properties_key)), quantity: row.quantity }, catalogue) !== undefined;
    });
    if (unorderable) throw conflict('cartItemUnavailable', 'cartItems');
    if (!cart || inCatalogue.length === 0) {
      const last = cart?.last_order_id ? await answerLastOrder(ctx, trx, user, cart.last_order_id, saved?.id ?? null) : null;
      if (last) return last;
      throw badRequest('cartEmpty');
    }
    // A course is delivered at once, so the buyer must have consented to that and acknowledged losing the right of
    // withdrawal (art. 38(1) pt 13 of the Consumer Rights Act) before it is ordered; nothing is written without it.
    const digital = hasDigitalLines(inCatalogue);
    const consentProblem = digitalConsentContracts.digitalConsentProblem(digital, payload.digitalConsent);
    if (consentProblem) throw badRequest(consentProblem, 'digitalConsent');
    // The shopper pays with the code the page showed, or none: a code taken off meanwhile (another checkout of the
    // same cart refused it) or put on in another tab places no order.
    if (payload.discountCode !== undefined && !(await holdsShownCode(trx, cart.discount_id, payload.discountCode))) throw new CodeRefused('discountChanged');

    const record = saved ?? (await readDeliveryRecord(trx, userId));
    if (!record) throw badRequest('addressMissing', 'shippingAddress');
    const region = regionOf(record.shippingAddress.country);
    const invoice = payload.useInvoiceAddress === 'true' ? record.invoiceAddress ?? null : null;
    if (payload.useInvoiceAddress === 'true' && !invoice) throw badRequest('invoiceAddressMissing', 'invoiceAddress');
    // The page's own rule (@inercise/shared): EUR or OTHER is an inquiry; Poland in PLN needs a method; the European
    // Union and Switzerland in PLN pay online, with no method preselected for group 999.
    const payment = checkoutPayment(region, payload.currency, payload.paymentGroup);
    if (payment.kind === 'refused') throw badRequest(payment.message, 'paymentGroup');
    const inquiry = payment.kind === 'inquiry';
    const groupId = payment.kind === 'payment' ? payment.groupId : null;

    // The same checkout asked again answers its unpaid order; a changed one is a new order.
    const key = checkoutKey({ lines: rows, discountId: cart.discount_id, partnerId: cart.partner_id, payload, shippingAddress: record.shippingAddress, invoiceAddress: invoice });
    const repeated = cart.last_order_id ? await reuseUnpaidOrder(ctx, trx, user, cart.last_order_id, key, record.id ?? null) : null;
    if (repeated) return repeated;

    const lines = inCatalogue.map((line) => ({ ...line, unit: unitPrice(line.product, payload.currency) }));
    const discount = cart.discount_id === null ? null : await consumeDiscount(trx, cart.discount_id, { userId, currency: payload.currency });
    // Nothing is written but the code leaving the cart (after this rollback) with its reason, so the shopper is
    // told, sees the cart without it, and pays only what it then says.
    if (discount && 'refusal' in discount) throw new CodeRefused(discount.refusal, { cartId: cart.id, discountId: cart.discount_id! });
    // Delivery by the same rule as the cart's: the parcels' shipping weight (courses do not ship), priced by the
    // region's bands; an order of courses alone has none.
    const bands = await trx.selectFrom('shipment_band').select(['up_to_grams as upToGrams', 'price', 'price_eur as priceEur']).where('region', '=', region).execute();
    const weighed = shippedLines(inCatalogue).map((line) => ({ weight: catalogue.weights.get(line.product.id) ?? 0, quantity: line.quantity }));
    const shipment = deliveryFor(lines, shipmentByWeight(weighed, bands, payload.currency));
    const pricing = priceLines(lines, reductionIn(discount?.terms ?? null, payload.currency), shipment);

    const order = await createOrder(trx, {
      userId,
      cart: { id: cart.id, partnerId: cart.partner_id },
      lines,
      pricing,
      discountCode: discount?.code ?? null,
      shippingAddress: record.shippingAddress,
      invoiceAddress: invoice,
      inquiry,
      paymentGroup: groupId,
      digitalConsent: digital,
      payload,
      checkoutKey: key,
    });
    if (discount && cart.discount_id !== null) await recordDiscountUse(trx, { discountId: cart.discount_id, userId, orderId: order.id });
    // The order's mail (its confirmation, or an inquiry's acknowledgement) commits with the order, read back from
    // what was written: one per order, however the request is retried.
    const mailData = await loadOrderMailData(trx, order.orderNumber);
    if (mailData) {
      await ctx.outbox.queue(trx, `order-placed:${order.orderNumber}`, await composeOrderMail(mailData, 'placed', { seller: ctx.config.seller, shopUrl: ctx.config.shopUrl }));
      // An inquiry waits for the owner's offer: the shop's inbox hears of it with the order, not by looking.
      if (inquiry) await ctx.outbox.queue(trx, `owner-inquiry:${order.orderNumber}`, composeOwnerOrderMail(mailData, 'inquiry', ctx.config));
    }
    const answer = { ...answerFor({ order_number: order.orderNumber, payment_url: null, language: payload.language, status: order.status }), addressId: record.id ?? null };
    const fresh = { total: pricing.total, currency: payload.currency };
    if (inquiry) return { answer, fresh, next: null };
    // The order is reserved for its payment: committed with a claim on the start, which happens after the commit.
    const claimed = await claimPaymentStart(ctx, trx, order.id);
    const start: PaymentStart = { ...order, total: pricing.total, groupId, email: user.email, shippingAddress: record.shippingAddress, language: payload.language };
    return { answer, fresh, next: { start, claimed } };
  }).catch((error: unknown) => refuseCode(ctx, error));
  if (placed.fresh) {
    // Counted after the commit, once: a repeated call for the same cart answers the order without `fresh`.
    ctx.metrics.ordersPlaced.inc({ currency: placed.fresh.currency });
    ctx.outbox.wake();
  }
  // No transaction is open and no row is locked from here on: the provider may be slow without stalling others.
  const next = placed.next;
  if (next === null) return placed.answer;
  const started = next.claimed ? await startPayment(ctx, next.start) : await awaitPayment(ctx, next.start);
  return { ...placed.answer, location: started.location };
};

/** A provider failure is not the shopper's fault: 502; the order waits for the shopper's next try. */
export const placeOrderSafely = async (ctx: AppContext, userId: number, payload: BeginTransactionPayload, deliveryRecord?: DeliveryRecordInput): Promise<PlacedOrder> => {
  try {
    return await placeOrder(ctx, userId, payload, deliveryRecord);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, 'paymentProviderUnavailable');
    throw error;
  }
};
