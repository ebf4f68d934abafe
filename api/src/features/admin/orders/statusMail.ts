import type { OrderStatusName } from '@inercise/shared/contracts';
import type { Db } from '../../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { orderStatusMail } from '../../mail/templates.ts';

/** The moves the customer is told about. */
const MAILED = ['SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
type MailedStatus = (typeof MAILED)[number];
const isMailed = (status: OrderStatusName): status is MailedStatus => (MAILED as readonly string[]).includes(status);

export interface StatusMailDeps {
  db: Db;
  mailer: Mailer;
  /** The storefront's origin, for the link to the customer's orders. */
  shopUrl: string;
}

/**
 * Mails the customer, in the order's language, that the owner shipped, delivered or cancelled their order. Called
 * after the move committed, once per move. A deleted account has nobody to write to; a mail that fails is logged and
 * not retried (the move stands, and the customer sees it in their orders). Answers whether a mail went out.
 */
export const mailStatusChange = async (deps: StatusMailDeps, orderNumber: string, status: OrderStatusName, trackingNumber: string | null): Promise<boolean> => {
  if (!isMailed(status)) return false;
  try {
    const order = await deps.db
      .selectFrom('shop_order')
      .innerJoin('app_user', 'app_user.id', 'shop_order.user_id')
      .select(['app_user.email', 'shop_order.language'])
      .where('shop_order.order_number', '=', orderNumber)
      .executeTakeFirst();
    if (!order) return false;
    const language = order.language === 'en' ? 'en' : 'pl';
    await deps.mailer.send({ to: order.email, ...orderStatusMail(orderNumber, language, status, trackingNumber, `${deps.shopUrl}/${language}/user-order`) });
    return true;
  } catch (error) {
    console.warn(`status mail for ${orderNumber} (${status}) not sent:`, error);
    return false;
  }
};
