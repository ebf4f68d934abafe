import { sql } from 'kysely';
import type { Page } from '@inercise/contracts';
import type { AdminCustomer, AdminCustomerRow } from '@inercise/contracts/admin';
import type { Db } from '../../../db/database.ts';
import { readProfile } from '../../profile/profileStore.ts';
import { likePattern } from '../orders/orderQueries.ts';
import { pageOf } from '../paging.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

const accounts = (db: Db) => db.selectFrom('app_user').leftJoin('profile_image', 'profile_image.user_id', 'app_user.id');

/** Customer accounts (admins are not customers), those whose e-mail, first name or surname hold a piece of text. */
const customersMatching = (db: Db, q: string | undefined) => {
  const query = accounts(db).where('app_user.role', '=', 'CUSTOMER');
  if (!q) return query;
  const pattern = likePattern(q.toLowerCase());
  return query.where((eb) =>
    eb.or([
      eb(sql<string>`lower(app_user.email)`, 'like', pattern),
      eb(sql<string>`lower(coalesce(app_user.name, ''))`, 'like', pattern),
      eb(sql<string>`lower(coalesce(app_user.surname, ''))`, 'like', pattern),
      eb(sql<string>`lower(coalesce(app_user.name, '') || ' ' || coalesce(app_user.surname, ''))`, 'like', pattern),
    ]),
  );
};

const rowColumns = ['app_user.id', 'app_user.email', 'app_user.name', 'app_user.surname', 'app_user.active', 'app_user.created_at', 'last_seen_at', 'profile_image.name as thumbnail'] as const;

const rowView = (row: { id: number; email: string; name: string | null; surname: string | null; active: boolean; created_at: Date; last_seen_at: Date; thumbnail: string | null }): AdminCustomerRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  surname: row.surname,
  active: row.active,
  createdAt: iso(row.created_at),
  lastLoginAt: iso(row.last_seen_at),
  thumbnail: row.thumbnail,
});

/** One page of customers, newest accounts first. */
export const listCustomers = async (db: Db, filter: { q?: string | undefined; page: number; size: number }): Promise<Page<AdminCustomerRow>> => {
  const query = customersMatching(db, filter.q);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query.select(rowColumns).orderBy('app_user.created_at', 'desc').orderBy('app_user.id', 'desc').limit(filter.size).offset(filter.page * filter.size).execute();
  return pageOf(rows.map(rowView), Number(total), filter);
};

/** One account with the profile, or null. An admin's too: an owner may also shop under the same account. */
export const customerDetail = async (db: Db, id: number): Promise<AdminCustomer | null> => {
  const row = await accounts(db).select(rowColumns).where('app_user.id', '=', id).executeTakeFirst();
  const profile = row ? await readProfile(db, id) : null;
  if (!row || !profile) return null;
  const { orders } = await db.selectFrom('shop_order').select((eb) => eb.fn.countAll<number>().as('orders')).where('user_id', '=', id).executeTakeFirstOrThrow();
  const { thumbnail: _picture, ...fields } = profile;
  return { ...rowView(row), ...fields, orderCount: Number(orders) };
};
