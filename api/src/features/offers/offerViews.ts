import type { AdminOrderOffer } from '@inercise/contracts/admin';
import type { Offer } from '@inercise/contracts/domain/offer';
import type { Seller } from '@inercise/contracts';
import { contracts } from '../../contracts.ts';
import type { Db } from '../../db/database.ts';
import { toMajor } from '../../money.ts';
import { PAID_STATUSES, loadOffer, transferDetails } from './offerStore.ts';

const { isInquiry, regionOf } = contracts;

type OfferRow = NonNullable<Awaited<ReturnType<typeof loadOffer>>>;

const offerFields = (offer: OfferRow, now: Date) => ({
  goodsPrice: toMajor(offer.goods_price),
  shipmentPrice: toMajor(offer.shipment_price),
  totalPrice: toMajor(offer.total_price),
  currency: offer.currency === 'EUR' ? ('EUR' as const) : ('PLN' as const),
  validUntil: new Date(offer.valid_until).toISOString(),
  sentAt: new Date(offer.sent_at).toISOString(),
  expired: new Date(offer.valid_until).getTime() <= now.getTime(),
});

const orderOf = (db: Db, orderNumber: string) =>
  db
    .selectFrom('shop_order')
    .select(['id', 'user_id', 'status', 'currency', 'shipping_address', 'original_price'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();

/** The owner's view of an order's offer; null when there is no such order. */
export const adminOfferView = async (db: Db, orderNumber: string, now = new Date()): Promise<AdminOrderOffer | null> => {
  const order = await orderOf(db, orderNumber);
  if (!order) return null;
  const offer = await loadOffer(db, order.id);
  const country = (order.shipping_address as { country?: string } | null)?.country ?? '';
  const inquiry = isInquiry(regionOf(country), order.currency === 'EUR' ? 'EUR' : 'PLN');
  return {
    canSend: inquiry && order.status === 'PLACED',
    goodsPriceLimit: toMajor(order.original_price),
    canRecordTransfer: offer !== undefined && (order.status === 'PLACED' || order.status === 'PAYMENT_VERIFICATION'),
    offer: offer ? { ...offerFields(offer, now), sentBy: offer.sent_by_email } : null,
  };
};

/** The buyer's view of their order's offer; null when the order is not theirs or has no offer. */
export const buyerOfferView = async (db: Db, seller: Seller, userId: number, orderNumber: string, now = new Date()): Promise<Offer | null> => {
  const order = await orderOf(db, orderNumber);
  if (!order || order.user_id !== userId) return null;
  const offer = await loadOffer(db, order.id);
  if (!offer) return null;
  const fields = offerFields(offer, now);
  const paid = PAID_STATUSES.includes(order.status);
  return {
    ...fields,
    orderNumber,
    payable: !fields.expired && (order.status === 'PLACED' || order.status === 'PAYMENT_VERIFICATION'),
    paid,
    bankTransfer: transferDetails(seller, offer.currency, orderNumber),
  };
};
