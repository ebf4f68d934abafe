import { sql } from 'kysely';
import type { AdminPartner, AdminPartnerRevenue } from '@inercise/contracts/admin';
import type { CurrencyName } from '@inercise/contracts';
import { adminContracts, contracts } from '../../../contracts.ts';
import type { Db } from '../../../db/database.ts';

const { revenueStatusNames } = adminContracts;
const currencies: readonly CurrencyName[] = contracts.CurrencyNameSchema.options;
const byName = new Intl.Collator('pl', { sensitivity: 'base' });

interface PartnerRow {
  id: number;
  name: string;
  website: string;
  archived_at: Date | string | null;
  order_count: number;
}

const partnerView = (row: PartnerRow, revenue: AdminPartnerRevenue[]): AdminPartner => ({
  id: row.id,
  name: row.name,
  website: row.website === '' ? null : row.website,
  archivedAt: row.archived_at === null ? null : new Date(row.archived_at).toISOString(),
  orderCount: Number(row.order_count),
  revenue,
});

const partnersWithCounts = (db: Db) =>
  db
    .selectFrom('partner')
    .select(['id', 'name', 'website', 'archived_at', sql<number>`(select count(*) from shop_order where shop_order.partner_id = partner.id)::int`.as('order_count')]);

/** Each partner's paid orders and their sums, per currency (PLN before EUR); never one sum over two currencies. */
const revenueOf = async (db: Db, ids: readonly number[]): Promise<Map<number, AdminPartnerRevenue[]>> => {
  const revenue = new Map<number, AdminPartnerRevenue[]>();
  if (ids.length === 0) return revenue;
  const rows = await db
    .selectFrom('shop_order')
    .select(['partner_id', 'currency', sql<number>`count(*)::int`.as('orders'), sql<string>`sum(total_price)::bigint`.as('sum')])
    .where('partner_id', 'in', ids)
    .where('status', 'in', revenueStatusNames)
    .groupBy(['partner_id', 'currency'])
    .execute();
  for (const id of ids) {
    const own = rows.filter((row) => row.partner_id === id);
    revenue.set(
      id,
      currencies.flatMap((currency) => {
        const row = own.find((r) => r.currency === currency);
        return row ? [{ currency, paidOrders: Number(row.orders), revenueMinor: Number(row.sum) }] : [];
      }),
    );
  }
  return revenue;
};

/** Every partner, the active ones first, then the archived ones, each group by name, with what it brought. */
export const listPartners = async (db: Db): Promise<AdminPartner[]> => {
  const rows = await partnersWithCounts(db).execute();
  rows.sort((a, b) => Number(a.archived_at !== null) - Number(b.archived_at !== null) || byName.compare(a.name, b.name) || a.id - b.id);
  const revenue = await revenueOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => partnerView(row, revenue.get(row.id) ?? []));
};

/** One partner with what it brought, or undefined. */
export const loadPartner = async (db: Db, id: number): Promise<AdminPartner | undefined> => {
  const row = await partnersWithCounts(db).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return partnerView(row, (await revenueOf(db, [id])).get(id) ?? []);
};
