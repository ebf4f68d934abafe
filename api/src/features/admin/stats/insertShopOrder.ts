// For the back office's tests: an order written straight into the database, with the status, currency, amount, day
// and partner a test needs, without going through a cart and a payment.
import type { CurrencyName, OrderStatusName } from '@inercise/contracts';
import type { Db } from '../../../db/database.ts';
import { polishAddress } from '../../../test/harness.ts';

let counter = 0;

export interface ShopOrderRow {
  status: OrderStatusName;
  currency?: CurrencyName;
  /** Minor units. */
  total: number;
  createdAt?: Date;
  partnerId?: number | null;
  name?: string;
}

/** Inserts the order and answers its number. */
export const insertShopOrder = async (db: Db, row: ShopOrderRow): Promise<string> => {
  counter += 1;
  const orderNumber = `INR-TEST-${process.pid}-${counter}`;
  const paid = ['PAID', 'SHIPPED', 'DELIVERED', 'RETURNED'].includes(row.status);
  await db
    .insertInto('shop_order')
    .values({
      order_number: orderNumber,
      status: row.status,
      currency: row.currency ?? 'PLN',
      language: 'pl',
      original_price: row.total,
      total_price: row.total,
      partner_id: row.partnerId ?? null,
      shipping_address: JSON.stringify({ ...polishAddress, name: row.name ?? polishAddress.name }),
      payment_group: '150',
      ...(row.createdAt ? { created_at: row.createdAt } : {}),
      paid_at: paid ? (row.createdAt ?? new Date()) : null,
    })
    .execute();
  return orderNumber;
};
