import type { BeginTransactionPayload } from '@inercise/shared/contracts';
import { contracts } from '../../contracts.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { formatAmount } from '../../money.ts';
import { readDeliveryRecord } from '../address/addressStore.ts';
import { priceLines, unitPrice } from '../cart/pricing.ts';
import { orderMail } from '../mail/templates.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import { consumeDiscount } from './consumeDiscount.ts';
import { createOrder } from './createOrder.ts';
import { orderPath } from './orderPath.ts';
import { startPayment } from './startPayment.ts';

const { INQUIRY_PAYMENT_GROUP, regionOf } = contracts;

export interface PlacedOrder {
  orderNumber: string;
  /** The text beginTransaction answers: the payment page URL, or the in-app /order path. */
  location: string;
}

const answerFor = (order: { order_number: string; payment_url: string | null; language: string; status: string }): PlacedOrder => ({
  orderNumber: order.order_number,
  location: order.payment_url ?? orderPath(order.language, order.order_number, order.status === 'PLACED' ? 'placed' : order.status.toLowerCase()),
});

/** Orders whose begin-transaction may be answered again (the same cart, asked twice). */
const REPEATABLE = ['PLACED', 'PAYMENT_VERIFICATION'];

/**
 * Turns the user's cart into an order in one database transaction: the cart row is locked (FOR UPDATE),
 * so concurrent calls queue; the first makes the order and empties the cart, the others find the cart
 * empty and answer the same order. The steps: price the cart (cart/pricing.ts), take a use of its discount,
 * write the order, and for online payment start the provider's transaction inside the same transaction: if the
 * provider fails, nothing is written and the cart stays.
 */
export const placeOrder = async (ctx: AppContext, userId: number, payload: BeginTransactionPayload): Promise<PlacedOrder> => {
  const catalogue = await ctx.catalogue.get();
  const user = await ctx.db.selectFrom('app_user').select(['email']).where('id', '=', userId).executeTakeFirstOrThrow();
  const placed = await ctx.db.transaction().execute(async (trx) => {
    const cart = await trx
      .selectFrom('cart')
      .select(['id', 'discount_id', 'partner_id', 'last_order_id'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    const rows = cart
      ? await trx.selectFrom('cart_item').select(['product_id', 'properties_key', 'quantity']).where('cart_id', '=', cart.id).orderBy('id').execute()
      : [];
    const inCatalogue = rows.flatMap((row) => {
      const product = catalogue.byId.get(row.product_id);
      return product ? [{ product, propertiesKey: row.properties_key, quantity: row.quantity }] : [];
    });
    if (!cart || inCatalogue.length === 0) {
      if (cart?.last_order_id) {
        const previous = await trx
          .selectFrom('shop_order')
          .select(['order_number', 'payment_url', 'language', 'status'])
          .where('id', '=', cart.last_order_id)
          .where('user_id', '=', userId)
          .where('status', 'in', REPEATABLE)
          .executeTakeFirst();
        if (previous) return { answer: answerFor(previous), fresh: null };
      }
      throw badRequest('cartEmpty');
    }

    const record = await readDeliveryRecord(trx, userId);
    if (!record) throw badRequest('addressMissing', 'shippingAddress');
    const region = regionOf(record.shippingAddress.country);
    const invoice = payload.useInvoiceAddress === 'true' ? record.invoiceAddress ?? null : null;
    if (payload.useInvoiceAddress === 'true' && !invoice) throw badRequest('invoiceAddressMissing', 'invoiceAddress');
    const inquiry = payload.currency === 'EUR' || region === 'OTHER' || payload.paymentGroup === INQUIRY_PAYMENT_GROUP;
    const groupId = Number(payload.paymentGroup);
    if (!inquiry && !(Number.isInteger(groupId) && groupId > 0)) throw badRequest('validation.selectPaymentMethod', 'paymentGroup');

    const lines = inCatalogue.map((line) => ({ ...line, unit: unitPrice(line.product, payload.currency) }));
    const discount = cart.discount_id === null ? null : await consumeDiscount(trx, cart.discount_id);
    const shipmentRow = await trx.selectFrom('shipment_price').select(['price', 'price_eur']).where('region', '=', region).executeTakeFirst();
    const shipment = shipmentRow ? (payload.currency === 'EUR' ? shipmentRow.price_eur : shipmentRow.price) : null;
    const pricing = priceLines(lines, discount?.percent ?? null, shipment);

    const order = await createOrder(trx, {
      userId,
      cart: { id: cart.id, partnerId: cart.partner_id },
      lines,
      pricing,
      discountCode: discount?.code ?? null,
      shippingAddress: record.shippingAddress,
      invoiceAddress: invoice,
      inquiry,
      paymentGroup: inquiry ? null : groupId,
      payload,
    });
    const paymentUrl = inquiry
      ? null
      : await startPayment(ctx, trx, { ...order, total: pricing.total, groupId, email: user.email, shippingAddress: record.shippingAddress }, payload);
    const answer = answerFor({ order_number: order.orderNumber, payment_url: paymentUrl, language: payload.language, status: order.status });
    return { answer, fresh: { total: pricing.total, currency: payload.currency } };
  });
  if (placed.fresh) {
    // Counted after the commit, once: a repeated call for the same cart answers the order without `fresh`.
    ctx.metrics.ordersPlaced.inc({ currency: placed.fresh.currency });
    const mail = orderMail(placed.answer.orderNumber, payload.language, formatAmount(placed.fresh.total), placed.fresh.currency);
    await ctx.mailer.send({ to: user.email, ...mail }).catch(() => undefined);
  }
  return placed.answer;
};

/** A provider failure is not the shopper's fault: 502, the cart untouched (the transaction rolled back). */
export const placeOrderSafely = async (ctx: AppContext, userId: number, payload: BeginTransactionPayload): Promise<PlacedOrder> => {
  try {
    return await placeOrder(ctx, userId, payload);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new HttpError(502, 'paymentProviderUnavailable');
    throw error;
  }
};
