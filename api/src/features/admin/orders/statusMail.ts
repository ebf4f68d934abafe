import type { OrderStatusName } from '@inercise/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { orderStatusMail } from '../../mail/templates.ts';

/** The moves the customer is told about. */
const MAILED = ['SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
type MailedStatus = (typeof MAILED)[number];
const isMailed = (status: OrderStatusName): status is MailedStatus => (MAILED as readonly string[]).includes(status);

export interface StatusMailDeps {
  outbox: Outbox;
  /** The storefront's origin, for the link to the customer's orders. */
  shopUrl: string;
}

/**
 * Queues the customer's mail, in the order's language, that the owner shipped, delivered or cancelled their order:
 * in the move's own transaction (`changeId` is its status-change row), so the move and its mail commit together. A
 * deleted account has nobody to write to. Answers whether a mail was queued.
 */
export const queueStatusMail = async (
  trx: Transaction<DB>,
  deps: StatusMailDeps,
  change: { orderNumber: string; status: OrderStatusName; trackingNumber: string | null; changeId: number },
): Promise<boolean> => {
  if (!isMailed(change.status)) return false;
  const order = await trx
    .selectFrom('shop_order')
    .innerJoin('app_user', 'app_user.id', 'shop_order.user_id')
    .select(['app_user.email', 'shop_order.language'])
    .where('shop_order.order_number', '=', change.orderNumber)
    .executeTakeFirst();
  if (!order) return false;
  const language = order.language === 'en' ? 'en' : 'pl';
  const mail = orderStatusMail(change.orderNumber, language, change.status, change.trackingNumber, `${deps.shopUrl}/${language}/user-order`);
  await deps.outbox.queue(trx, `order-status:${change.orderNumber}:${change.changeId}`, { to: order.email, ...mail });
  return true;
};
