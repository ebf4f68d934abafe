import { sql } from 'kysely';
import type { AdminDiscountCode, AdminDiscountCodeCreate } from '@inercise/contracts/admin';
import type { CurrencyName, Page } from '@inercise/contracts';
import type { Db } from '../../../db/database.ts';
import { toMajor, toMinor } from '../../../money.ts';
import type { BackOfficeActor } from '../access.ts';
import { recordAudit } from '../audit.ts';
import { SHOP_TIME_ZONE } from '../csv.ts';
import { pageOf } from '../paging.ts';

/** The start of a shop day, and the start of the day after one (a code works until the end of its last day). */
const startOfDay = (day: string) => sql<Date>`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
const endOfDay = (day: string) => sql<Date>`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;

const columns = (db: Db) =>
  db
    .selectFrom('discount')
    .select([
      'id',
      'code',
      'kind',
      'percent',
      'amount',
      'currency',
      'max_uses',
      'max_uses_per_customer',
      'used_count',
      'active',
      'created_at',
      sql<string | null>`to_char(valid_from at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`.as('valid_from_day'),
      // The last instant it works falls on its last day.
      sql<string | null>`to_char((valid_until at time zone ${SHOP_TIME_ZONE}) - interval '1 microsecond', 'YYYY-MM-DD')`.as('valid_to_day'),
    ]);

type DiscountRow = Awaited<ReturnType<ReturnType<typeof columns>['execute']>>[number];

const discountCodeView = (row: DiscountRow): AdminDiscountCode => ({
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amount: row.amount === null ? null : toMajor(row.amount),
  currency: row.currency as CurrencyName | null,
  validFrom: row.valid_from_day,
  validTo: row.valid_to_day,
  maxUses: row.max_uses,
  maxUsesPerCustomer: row.max_uses_per_customer,
  usedCount: row.used_count,
  active: row.active,
  createdAt: new Date(row.created_at).toISOString(),
});

/** What the audit log keeps of a new code: everything the owner chose. */
const auditedTerms = (code: AdminDiscountCode): Record<string, unknown> => {
  const { usedCount: _usedCount, createdAt: _createdAt, ...terms } = code;
  return terms;
};

/** One page of the codes, newest first, with their uses so far. */
export const listDiscountCodes = async (db: Db, paging: { page: number; size: number }): Promise<Page<AdminDiscountCode>> => {
  const { total } = await db
    .selectFrom('discount')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await columns(db)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.size)
    .offset(paging.page * paging.size)
    .execute();
  return pageOf(rows.map(discountCodeView), Number(total), paging);
};

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Makes a code with its audit entry in one transaction; `taken` when a code of the same letters exists (whatever
 * their case: shoppers' codes are matched so).
 */
export const createDiscountCode = async (db: Db, actor: BackOfficeActor, body: AdminDiscountCodeCreate): Promise<AdminDiscountCode | 'taken'> => {
  try {
    return await db.transaction().execute(async (trx) => {
      // The table's ids have no sequence of their own (the seed names its ids): a new one is one past the highest,
      // with the table locked against other writers meanwhile (checkouts' use counts wait for a moment; reads do not).
      await sql`lock table discount in share row exclusive mode`.execute(trx);
      const existing = await trx.selectFrom('discount').select('id').where(sql`upper(code)`, '=', body.code.toUpperCase()).executeTakeFirst();
      if (existing) return 'taken' as const;
      const { last } = await trx
        .selectFrom('discount')
        .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('last'))
        .executeTakeFirstOrThrow();
      const amount = body.kind === 'AMOUNT' && body.amount != null ? toMinor(body.amount) : null;
      const { id } = await trx
        .insertInto('discount')
        .values({
          id: Number(last) + 1,
          code: body.code,
          kind: body.kind,
          percent: body.kind === 'PERCENT' ? (body.percent ?? null) : null,
          amount,
          currency: body.kind === 'AMOUNT' ? (body.currency ?? null) : null,
          valid_from: body.validFrom ? startOfDay(body.validFrom) : null,
          valid_until: body.validTo ? endOfDay(body.validTo) : null,
          max_uses: body.maxUses ?? null,
          max_uses_per_customer: body.maxUsesPerCustomer ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = discountCodeView(await columns(trx).where('id', '=', id).executeTakeFirstOrThrow());
      await recordAudit(trx, actor, { action: 'discountCode.created', entityKind: 'discountCode', entityId: created.code, before: null, after: auditedTerms(created) });
      return created;
    });
  } catch (error) {
    // Under the lock the check above sees every code; the unique index stays the last word all the same.
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
};

/**
 * Switches a code off (shoppers can no longer apply it, and a cart holding it is refused at checkout) or on again,
 * with its audit entry in one transaction. Asking for the state it is in changes and logs nothing. Undefined when
 * there is no such code (letter case ignored).
 */
export const setDiscountCodeActive = async (db: Db, actor: BackOfficeActor, code: string, active: boolean): Promise<AdminDiscountCode | undefined> =>
  db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('discount').select(['id', 'active']).where(sql`upper(code)`, '=', code.toUpperCase()).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    if (current.active !== active) {
      await trx.updateTable('discount').set({ active }).where('id', '=', current.id).execute();
    }
    const changed = discountCodeView(await columns(trx).where('id', '=', current.id).executeTakeFirstOrThrow());
    if (current.active !== active) {
      await recordAudit(trx, actor, { action: 'discountCode.active', entityKind: 'discountCode', entityId: changed.code, before: { active: current.active }, after: { active } });
    }
    return changed;
  });
