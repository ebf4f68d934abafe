import type { BeginTransactionPayload, Product } from '@inercise/shared/contracts';
import { sql } from 'kysely';
import { contracts } from '../../contracts.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, gone, HttpError } from '../../http/errors.ts';
import { applyPercent, formatAmount } from '../../money.ts';
import { readDeliveryRecord } from '../address/addressStore.ts';
import { selectedFromIds } from '../catalogue/catalogueCache.ts';
import { idsFromKey } from '../cart/selection.ts';
import { orderMail } from '../mail/templates.ts';
import { newOrderNumber } from './orderNumber.ts';

const { INQUIRY_PAYMENT_GROUP, regionOf } = contracts;

export interface PlacedOrder {
  orderNumber: string;
  /** The text beginTransaction answers: the payment page URL, or the in-app /order path. */
  location: string;
}

// Always with the language prefix: an unprefixed path would let the browser's language pick the page's language.
const orderPath = (language: string, orderNumber: string, status: string) =>
  `/${language === 'en' ? 'en' : 'pl'}/order?orderNumber=${encodeURIComponent(orderNumber)}&status=${status}`;

const answerFor = (order: { order_number: string; payment_url: string | null; language: string; status: string }): PlacedOrder => ({
  orderNumber: order.order_number,
  location: order.payment_url ?? orderPath(order.language, order.order_number, order.status === 'PLACED' ? 'placed' : order.status.toLowerCase()),
});

/** Orders whose begin-transaction may be answered again (the same cart, asked twice). */
const REPEATABLE = ['PLACED', 'PAYMENT_VERIFICATION'];

/**
 * Turns the user's cart into an order in one database transaction: the cart row is locked (FOR UPDATE),
 * so concurrent calls queue; the first makes the order and empties the cart, the others find the cart
 * empty and answer the same order. For online payment the provider's transaction is created inside the
 * same transaction: if the provider fails, nothing is written and the cart stays.
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
    const lines = cart
      ? await trx.selectFrom('cart_item').select(['product_id', 'properties_key', 'quantity']).where('cart_id', '=', cart.id).orderBy('id').execute()
      : [];
    const priced = lines.flatMap((line) => {
      const product = catalogue.byId.get(line.product_id);
      return product ? [{ line, product }] : [];
    });
    if (!cart || priced.length === 0) {
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

    const eur = payload.currency === 'EUR';
    const unit = (product: Product) => Math.round((eur ? product.currentPriceEur : product.currentPrice) * 100);
    const original = priced.reduce((sum, { line, product }) => sum + unit(product) * line.quantity, 0);

    let percent: number | null = null;
    let discountCode: string | null = null;
    if (cart.discount_id !== null) {
      // Counting the use in the same statement that checks the limit: two orders cannot both take the last use.
      const used = await trx
        .updateTable('discount')
        .set({ used_count: sql`used_count + 1` })
        .where('id', '=', cart.discount_id)
        .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', sql<Date>`now()`)]))
        .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
        .returning(['percent', 'code'])
        .executeTakeFirst();
      if (!used) throw gone('discountExpired', 'discount');
      percent = used.percent;
      discountCode = used.code;
    }
    const discounted = percent === null ? null : applyPercent(original, percent);
    const shipmentRow = await trx.selectFrom('shipment_price').select(['price', 'price_eur']).where('region', '=', region).executeTakeFirst();
    const shipment = shipmentRow ? (eur ? shipmentRow.price_eur : shipmentRow.price) : null;
    const total = (discounted ?? original) + (shipment ?? 0);

    const orderNumber = newOrderNumber();
    const order = await trx
      .insertInto('shop_order')
      .values({
        order_number: orderNumber,
        user_id: userId,
        status: inquiry ? 'PLACED' : 'PAYMENT_VERIFICATION',
        currency: payload.currency,
        language: payload.language,
        original_price: original,
        discounted_price: discounted,
        shipment_price: shipment,
        total_price: total,
        discount_code: discountCode,
        partner_id: cart.partner_id,
        shipping_address: JSON.stringify(record.shippingAddress),
        invoice_address: invoice ? JSON.stringify(invoice) : null,
        payment_group: inquiry ? INQUIRY_PAYMENT_GROUP : String(groupId),
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_item')
      .values(
        priced.map(({ line, product }) => ({
          order_id: order.id,
          product_id: product.id,
          product_name: product.name,
          thumbnail: product.thumbnail,
          quantity: line.quantity,
          unit_price: unit(product),
          selected_properties: JSON.stringify(
            selectedFromIds(product, idsFromKey(line.properties_key)).map((s) => ({ propertyType: s.propertyType, value: s.value })),
          ),
        })),
      )
      .execute();
    await trx.deleteFrom('cart_item').where('cart_id', '=', cart.id).execute();
    await trx.updateTable('cart').set({ last_order_id: order.id, discount_id: null, partner_id: null }).where('id', '=', cart.id).execute();

    let paymentUrl: string | null = null;
    if (!inquiry) {
      const { shippingAddress: a } = record;
      const created = await ctx.payments.createTransaction({
        orderNumber,
        amountCents: total,
        description: `Inercise ${orderNumber}`,
        language: payload.language,
        groupId,
        payer: {
          email: user.email,
          name: `${a.name} ${a.surname}`.trim(),
          phone: `${a.areaCode}${a.phoneNumber}`,
          address: [a.addressLine_1, a.addressLine_2].filter(Boolean).join(' '),
          code: a.postcode,
          city: a.city,
          country: a.country,
        },
        notificationUrl: `${ctx.config.publicApiUrl}/tpay/notification`,
        successUrl: `${ctx.config.shopUrl}${orderPath(payload.language, orderNumber, 'paid')}`,
        errorUrl: `${ctx.config.shopUrl}${orderPath(payload.language, orderNumber, 'failed')}`,
      });
      paymentUrl = created.paymentUrl;
      await trx
        .updateTable('shop_order')
        .set({ transaction_id: created.transactionId, payment_url: created.paymentUrl, payment_provider: ctx.payments.name })
        .where('id', '=', order.id)
        .execute();
    }
    const answer = answerFor({ order_number: orderNumber, payment_url: paymentUrl, language: payload.language, status: inquiry ? 'PLACED' : 'PAYMENT_VERIFICATION' });
    return { answer, fresh: { total, currency: payload.currency } };
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
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /^tpay|certificate|fetch|timeout|abort/i.test(`${error.message}${error.name}`)) {
      throw new HttpError(502, 'paymentProviderUnavailable');
    }
    throw error;
  }
};

export type { Db };
