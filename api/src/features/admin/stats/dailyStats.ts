import { sql } from 'kysely';
import type { AdminDailyStats, AdminStatsSeries, AdminWaitingOrder, AdminWaitingQueue } from '@inercise/contracts/admin';
import type { CurrencyName } from '@inercise/contracts';
import { adminContracts, contracts } from '../../../contracts.ts';
import type { Db } from '../../../db/database.ts';
import { SHOP_TIME_ZONE } from '../csv.ts';

const { revenueStatusNames } = adminContracts;
const currencies: readonly CurrencyName[] = contracts.CurrencyNameSchema.options;

/** How many waiting orders the dashboard lists; the orders list filtered by PAID shows them all. */
const WAITING_LISTED = 50;

const shopDay = new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE });

/** The shop's day (YYYY-MM-DD, Poland's time) of an instant. */
export const shopDayOf = (instant: Date): string => shopDay.format(instant);

/** A calendar day `offset` days from `day`, both YYYY-MM-DD. */
export const dayPlus = (day: string, offset: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** The instant a shop's day begins (midnight in Poland, whatever the server's zone and the summer time). */
const startOf = (day: string) => sql<Date>`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;

const customerName = sql<string>`trim(concat_ws(' ', shipping_address->>'name', shipping_address->>'surname'))`;

/**
 * The dashboard: the paid orders (revenueStatusNames) of the last `days` shop days up to today, by the day each was
 * placed, per currency, every day present (zeros included); the paid orders not shipped yet and the inquiries
 * waiting for an offer, oldest first.
 */
export const loadDailyStats = async (db: Db, days: number, now: Date = new Date()): Promise<AdminDailyStats> => {
  const today = shopDayOf(now);
  const from = dayPlus(today, -(days - 1));
  const sold = await db
    .selectFrom('shop_order')
    .select([
      sql<string>`to_char(created_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`.as('day'),
      'currency',
      sql<number>`count(*)::int`.as('orders'),
      sql<string>`sum(total_price)::bigint`.as('revenue'),
    ])
    .where('status', 'in', revenueStatusNames)
    .where('created_at', '>=', startOf(from))
    .where('created_at', '<', startOf(dayPlus(today, 1)))
    .groupBy(['day', 'currency'])
    .execute();
  const range = Array.from({ length: days }, (_, index) => dayPlus(from, index));
  const series = currencies.map((currency): AdminStatsSeries => {
    const perDay = range.map((day) => {
      const row = sold.find((r) => r.day === day && r.currency === currency);
      return { day, orders: row ? Number(row.orders) : 0, revenueMinor: row ? Number(row.revenue) : 0 };
    });
    return {
      currency,
      days: perDay,
      totalOrders: perDay.reduce((sum, day) => sum + day.orders, 0),
      totalRevenueMinor: perDay.reduce((sum, day) => sum + day.revenueMinor, 0),
    };
  });

  return {
    timeZone: SHOP_TIME_ZONE,
    today,
    from,
    countedStatuses: [...revenueStatusNames],
    series,
    waitingToShip: await waitingQueue(db, today, 'PAID'),
    waitingForOffer: await waitingQueue(db, today, 'PLACED'),
  };
};

/**
 * The orders in one status that wait for the owner, oldest first: PAID ones to ship; PLACED ones, the inquiries, for
 * an offer (an order is PLACED only as an inquiry).
 */
const waitingQueue = async (db: Db, today: string, status: 'PAID' | 'PLACED'): Promise<AdminWaitingQueue> => {
  const waiting = db.selectFrom('shop_order').where('status', '=', status);
  const counts = await waiting
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where created_at >= ${startOf(today)}))::int`.as('today')])
    .executeTakeFirstOrThrow();
  const rows = await waiting
    .select(['order_number', 'created_at', 'paid_at', 'currency', 'total_price', customerName.as('customer_name'), sql<boolean>`created_at >= ${startOf(today)}`.as('placed_today')])
    .orderBy('created_at')
    .orderBy('id')
    .limit(WAITING_LISTED)
    .execute();
  const orders = rows.map(
    (row): AdminWaitingOrder => ({
      orderNumber: row.order_number,
      createdAt: new Date(row.created_at).toISOString(),
      paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
      currency: row.currency as CurrencyName,
      totalMinor: row.total_price,
      customerName: row.customer_name,
      placedToday: Boolean(row.placed_today),
    }),
  );
  return { total: Number(counts.total), placedToday: Number(counts.today), orders };
};
