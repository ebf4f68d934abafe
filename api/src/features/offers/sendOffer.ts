import { sql, type Transaction } from 'kysely';
import type { AdminOfferPayload } from '@inercise/contracts/admin';
import { contracts } from '../../contracts.ts';
import type { AppContext } from '../../context.ts';
import type { DB } from '../../db/schema.ts';
import { toMinor } from '../../money.ts';
import { actorAccount, recordAudit, type Actor } from '../admin/audit.ts';
import { formatMoney } from '../mail/formatMoney.ts';
import { orderPath } from '../orders/orderPath.ts';
import { offerMailHtml } from './OfferMail.tsx';
import { offerMailText, offerMailView } from './offerMailTexts.ts';
import { PAID_STATUSES, endOfShopDay, lastDayText, paidOnline, transferDetails } from './offerStore.ts';

const { isInquiry, regionOf } = contracts;

export type SendRefusal = 'orderNotFound' | 'orderNotInquiry' | 'orderAlreadyPaid' | 'offerPaymentStarted' | 'offerValidityInThePast' | 'offerAboveOrderPrice';
export type SendOutcome = { sent: true } | { sent: false; refusal: SendRefusal };

type OfferContext = Pick<AppContext, 'db' | 'outbox' | 'config'>;

/** The order with what the offer needs to know, locked until the offer is sent. */
const lockedOrder = (trx: Transaction<DB>, orderNumber: string) =>
  trx
    .selectFrom('shop_order')
    .leftJoin('app_user', 'app_user.id', 'shop_order.user_id')
    .select([
      'shop_order.id',
      'shop_order.status',
      'shop_order.currency',
      'shop_order.language',
      'shop_order.shipping_address',
      'shop_order.original_price',
      'shop_order.discounted_price',
      'shop_order.shipment_price',
      'shop_order.total_price',
      'app_user.email',
    ])
    .where('shop_order.order_number', '=', orderNumber)
    .forUpdate('shop_order')
    .executeTakeFirst();

/** What the buyer's offer mail says. */
interface OfferMail {
  to: string;
  language: string;
  currency: string;
  orderNumber: string;
  goods: number;
  shipment: number;
  total: number;
  validUntil: Date;
  now: Date;
}

/** The offer mail with the payment link; the offer is the contract's proposal, so the terms and the withdrawal documents come with it. */
const queueOfferMail = async (ctx: OfferContext, trx: Transaction<DB>, mail: OfferMail): Promise<void> => {
  const { orderNumber, currency } = mail;
  const language = mail.language === 'en' ? 'en' : 'pl';
  const money = (cents: number) => formatMoney(cents, currency, language);
  const view = offerMailView(
    {
      orderNumber,
      goods: money(mail.goods),
      shipment: money(mail.shipment),
      total: money(mail.total),
      validUntil: lastDayText(mail.validUntil, language),
      link: `${ctx.config.shopUrl}${orderPath(language, orderNumber, 'placed')}`,
      online: paidOnline(currency),
      transfer: transferDetails(ctx.config.seller, currency, orderNumber),
    },
    language,
  );
  await ctx.outbox.queue(trx, `offer:${orderNumber}:${mail.now.getTime()}`, {
    to: mail.to,
    subject: view.subject,
    text: offerMailText(view),
    html: await offerMailHtml(view, language),
    attachments: [{ kind: 'terms' }, { kind: 'withdrawalInformation', language }, { kind: 'withdrawalForm', orderNumber, language }],
  });
};

/**
 * Sends the buyer of an inquiry the shop's offer, in one transaction: the offer kept (replacing an earlier one), the
 * order's amounts made the offer's (its payment, invoice and mails then read the order as any other), a line in the
 * order's history, the audit entry and the buyer's mail with the payment link. Only an inquiry still waiting (PLACED)
 * takes one: once the buyer has started paying, the payment page asks for the offer as it was.
 */
export const sendOffer = async (ctx: OfferContext, actor: Actor, orderNumber: string, payload: AdminOfferPayload, now = new Date()): Promise<SendOutcome> =>
  ctx.db.transaction().execute(async (trx): Promise<SendOutcome> => {
    const order = await lockedOrder(trx, orderNumber);
    if (!order) return { sent: false, refusal: 'orderNotFound' };
    if (PAID_STATUSES.includes(order.status)) return { sent: false, refusal: 'orderAlreadyPaid' };
    const country = (order.shipping_address as { country?: string } | null)?.country ?? '';
    const currency = order.currency === 'EUR' ? 'EUR' : 'PLN';
    if (order.status === 'PAYMENT_VERIFICATION' || order.status === 'INCOMPLETE') {
      const earlier = await trx.selectFrom('order_offer').select('order_id').where('order_id', '=', order.id).executeTakeFirst();
      if (earlier) return { sent: false, refusal: 'offerPaymentStarted' };
    }
    if (order.status !== 'PLACED' || !isInquiry(regionOf(country), currency)) return { sent: false, refusal: 'orderNotInquiry' };
    const validUntil = await endOfShopDay(trx, payload.validUntil);
    if (validUntil.getTime() <= now.getTime()) return { sent: false, refusal: 'offerValidityInThePast' };
    const goods = toMinor(payload.goodsPrice);
    const shipment = toMinor(payload.shipmentPrice);
    // The lines' price in the catalogue is the most asked for the goods: an offer may lower it (the invoice shows the
    // difference as a discount), never raise it (an invoice cannot show a surcharge on the lines).
    if (goods > order.original_price) return { sent: false, refusal: 'offerAboveOrderPrice' };
    const total = goods + shipment;
    const author = actorAccount(actor);
    const offer = { goods_price: goods, shipment_price: shipment, total_price: total, currency: order.currency, valid_until: validUntil, sent_at: now, sent_by_email: author.email };
    await trx
      .insertInto('order_offer')
      .values({ order_id: order.id, ...offer })
      .onConflict((oc) => oc.column('order_id').doUpdateSet(offer))
      .execute();
    await trx
      .updateTable('shop_order')
      .set({ discounted_price: goods < order.original_price ? goods : null, shipment_price: shipment, total_price: total, updated_at: sql`now()` })
      .where('id', '=', order.id)
      .execute();
    const lastDay = lastDayText(validUntil, 'pl');
    const note = `Oferta wysłana / Offer sent: ${formatMoney(goods, order.currency, 'pl')} + ${formatMoney(shipment, order.currency, 'pl')} = ${formatMoney(total, order.currency, 'pl')}, ważna do / valid until ${lastDay}`;
    await trx
      .insertInto('order_status_change')
      .values({ order_id: order.id, from_status: order.status, to_status: order.status, reason: note, tracking_number: null, source: actor.source, changed_by_user_id: author.userId, changed_by_email: author.email })
      .execute();
    await recordAudit(trx, actor, {
      action: 'order.offer',
      entityKind: 'order',
      entityId: orderNumber,
      before: { shipmentPrice: order.shipment_price, totalPrice: order.total_price },
      after: { goodsPrice: goods, shipmentPrice: shipment, totalPrice: total, validUntil: validUntil.toISOString() },
    });
    // A deleted account has nobody to write to.
    if (order.email) await queueOfferMail(ctx, trx, { to: order.email, language: order.language, currency: order.currency, orderNumber, goods, shipment, total, validUntil, now });
    return { sent: true };
  });
