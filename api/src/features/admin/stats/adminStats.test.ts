// The back office's dashboard: paid orders and their sums per shop day (Poland's time) of the last 30 days, one
// series per currency, every day present; cancelled, returned and unpaid orders left out; and the paid orders
// waiting to ship, oldest first, today's marked.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { adminContracts } from '../../../contracts.ts';
import { adminOf, type Customer } from '../../../test/adminKit.ts';
import { customer, startServer, type TestServer } from '../../../test/harness.ts';
import { dayPlus, shopDayOf } from './dailyStats.ts';
import { insertShopOrder } from './insertShopOrder.ts';

const { AdminDailyStatsSchema } = adminContracts;

describe('back-office dashboard', () => {
  let server: TestServer;
  let admin: Customer;

  const stats = async (query = '') => {
    const answer = await server.request('GET', `/admin/stats/daily${query}`, { token: admin.token });
    assert.equal(answer.status, 200, answer.text);
    return AdminDailyStatsSchema.parse(answer.body);
  };
  /** The instant a day begins in Warsaw, as the database reckons it (summer time included). */
  const warsawMidnight = async (day: string) => {
    const { rows } = await sql<{ at: Date }>`select (${day}::date::timestamp at time zone 'Europe/Warsaw') as at`.execute(server.database.db);
    return new Date(rows[0]!.at);
  };
  const second = (instant: Date, seconds: number) => new Date(instant.getTime() + seconds * 1000);

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
  });
  after(() => server.close());

  it('refuses strangers, forged tokens and customers, and bad ranges as {message, field}', async () => {
    const shopper = await customer(server);
    for (const [token, status, message] of [
      [undefined, 401, 'unauthorized'],
      [`${admin.token.slice(0, -4)}AAAA`, 401, 'unauthorized'],
      [shopper.token, 403, 'adminOnly'],
    ] as const) {
      const answer = await server.request('GET', '/admin/stats/daily', { token });
      assert.deepEqual([answer.status, answer.body], [status, { message, field: null }]);
    }
    for (const days of ['0', '91', 'abc', '1.5', '-3']) {
      const answer = await server.request('GET', `/admin/stats/daily?days=${days}`, { token: admin.token });
      assert.deepEqual([answer.status, answer.body.field], [400, 'days'], days);
      assert.equal(typeof answer.body.message, 'string');
    }
  });

  it('answers all 30 days with zeros for a shop that sold nothing, per currency, ending with today in Poland', async () => {
    const answer = await stats();
    const today = shopDayOf(new Date());
    assert.deepEqual([answer.timeZone, answer.today, answer.from], ['Europe/Warsaw', today, dayPlus(today, -29)]);
    assert.deepEqual(answer.countedStatuses, ['PAID', 'SHIPPED', 'DELIVERED']);
    assert.deepEqual(
      answer.series.map((s) => s.currency),
      ['PLN', 'EUR'],
    );
    for (const series of answer.series) {
      assert.equal(series.days.length, 30);
      assert.deepEqual(series.days[0], { day: dayPlus(today, -29), orders: 0, revenueMinor: 0 });
      assert.deepEqual(series.days.at(-1), { day: today, orders: 0, revenueMinor: 0 });
      assert.ok(series.days.every((day) => day.orders === 0 && day.revenueMinor === 0));
      assert.deepEqual([series.totalOrders, series.totalRevenueMinor], [0, 0]);
    }
    // Consecutive days, each once.
    assert.deepEqual(
      answer.series[0]!.days.map((d) => d.day),
      Array.from({ length: 30 }, (_, i) => dayPlus(today, i - 29)),
    );
    assert.deepEqual(answer.waitingToShip, { total: 0, placedToday: 0, orders: [] });
    assert.equal((await stats('?days=7')).series[1]!.days.length, 7);
  });

  it("sums paid orders per Warsaw day and currency; cancelled, returned and unpaid ones are left out; PLN and EUR apart", async () => {
    const db = server.database.db;
    const today = shopDayOf(new Date());
    const day = dayPlus(today, -3);
    const start = await warsawMidnight(day);
    const end = await warsawMidnight(dayPlus(day, 1));
    const first = await warsawMidnight(dayPlus(today, -29));
    // At the day's first second, its last second, and one second before it began (the day before).
    await insertShopOrder(db, { status: 'PAID', total: 10_000, createdAt: start });
    await insertShopOrder(db, { status: 'DELIVERED', total: 2_550, createdAt: second(end, -1) });
    await insertShopOrder(db, { status: 'SHIPPED', total: 5_000, createdAt: second(start, -1) });
    // Same day, never counted.
    for (const status of ['CANCELLED', 'RETURNED', 'PLACED', 'PAYMENT_VERIFICATION', 'INCOMPLETE'] as const) {
      await insertShopOrder(db, { status, total: 99_900, createdAt: second(start, 3600) });
    }
    // Euros on the same day, apart from the złoty.
    await insertShopOrder(db, { status: 'PAID', currency: 'EUR', total: 2_000, createdAt: second(start, 7200) });
    await insertShopOrder(db, { status: 'SHIPPED', currency: 'EUR', total: 1_999, createdAt: second(start, 7300) });
    // The range's first day counts from its Warsaw midnight; the second before is outside.
    await insertShopOrder(db, { status: 'DELIVERED', total: 1_000, createdAt: first });
    await insertShopOrder(db, { status: 'DELIVERED', total: 70_000, createdAt: second(first, -1) });

    const answer = await stats();
    const [pln, eur] = answer.series;
    const on = (series: typeof pln, wanted: string) => series!.days.find((d) => d.day === wanted);
    assert.deepEqual(on(pln, day), { day, orders: 2, revenueMinor: 12_550 });
    assert.deepEqual(on(pln, dayPlus(day, -1)), { day: dayPlus(day, -1), orders: 1, revenueMinor: 5_000 });
    assert.deepEqual(on(pln, dayPlus(day, 1)), { day: dayPlus(day, 1), orders: 0, revenueMinor: 0 });
    assert.deepEqual(on(pln, answer.from), { day: answer.from, orders: 1, revenueMinor: 1_000 });
    assert.deepEqual([pln!.totalOrders, pln!.totalRevenueMinor], [4, 18_550]);
    assert.deepEqual(on(eur, day), { day, orders: 2, revenueMinor: 3_999 });
    assert.deepEqual([eur!.totalOrders, eur!.totalRevenueMinor], [2, 3_999]);
    assert.equal(eur!.days.filter((d) => d.orders > 0).length, 1);
    assert.equal(pln!.days.length, 30);
  });

  it('lists the paid orders waiting to ship, oldest first, today’s marked, shipped ones not', async () => {
    const db = server.database.db;
    const today = shopDayOf(new Date());
    const todayStart = await warsawMidnight(today);
    const older = await insertShopOrder(db, { status: 'PAID', currency: 'EUR', total: 4_321, createdAt: second(todayStart, -60), name: 'Ewa' });
    const fresh = await insertShopOrder(db, { status: 'PAID', total: 1_234, name: 'Jan' });
    await insertShopOrder(db, { status: 'SHIPPED', total: 1_234 });
    const inquiry = await insertShopOrder(db, { status: 'PLACED', total: 1_234, name: 'Hans' });

    const { waitingToShip } = await stats();
    // The earlier test's two PAID orders of three days ago are the oldest.
    assert.equal(waitingToShip.total, 4);
    assert.equal(waitingToShip.placedToday, 1);
    const numbers = waitingToShip.orders.map((o) => o.orderNumber);
    assert.deepEqual(numbers.slice(2), [older, fresh]);
    assert.ok(waitingToShip.orders.slice(0, 2).every((order) => !order.placedToday && order.createdAt < waitingToShip.orders[2]!.createdAt));
    const [, , ewa, jan] = waitingToShip.orders;
    assert.deepEqual([ewa!.currency, ewa!.totalMinor, ewa!.customerName, ewa!.placedToday], ['EUR', 4_321, 'Ewa Kowalski', false]);
    assert.deepEqual([jan!.currency, jan!.totalMinor, jan!.customerName, jan!.placedToday], ['PLN', 1_234, 'Jan Kowalski', true]);
    assert.ok(jan!.paidAt);
    // Today's paid and shipped orders count in today's figures; the placed one does not.
    const pln = (await stats()).series[0]!;
    assert.deepEqual(pln.days.at(-1), { day: today, orders: 2, revenueMinor: 2_468 });
    // The inquiry waits for the owner's offer in a queue of its own.
    const { waitingForOffer } = await stats();
    assert.ok(waitingForOffer);
    const placed = await db.selectFrom('shop_order').select('order_number').where('status', '=', 'PLACED').execute();
    assert.equal(waitingForOffer.total, placed.length);
    const newest = waitingForOffer.orders.at(-1)!;
    assert.deepEqual([newest.orderNumber, newest.customerName, newest.placedToday], [inquiry, 'Hans Kowalski', true]);
    assert.ok(!waitingToShip.orders.some((o) => o.orderNumber === inquiry));
  });
});
