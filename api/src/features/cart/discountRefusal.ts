import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { PriceCurrency } from './pricing.ts';

/**
 * Why a known code cannot be used, as the shopper is told (docs/product-rules.md#cart). A code switched off by the
 * owner is no longer active; one whose first day has not come is not active yet.
 */
export type DiscountRefusal =
  | 'discountInactive'
  | 'discountNotActiveYet'
  | 'discountExpired'
  | 'discountUsedUp'
  | 'discountCustomerLimitReached'
  | 'discountCurrencyMismatch'
  /** At checkout: the cart's code is no longer the one the shopper's page showed. */
  | 'discountChanged';

/** 410 for a code that is gone for this shopper (as expired codes always were), 409 for one that may apply another time. */
const statusOf: Record<DiscountRefusal, number> = {
  discountInactive: 410,
  discountNotActiveYet: 409,
  discountExpired: 410,
  discountUsedUp: 410,
  discountCustomerLimitReached: 410,
  discountCurrencyMismatch: 409,
  discountChanged: 409,
};

/** A refused code, answered with its reason's status. */
export class DiscountRefusedError extends HttpError {
  constructor(
    readonly refusal: DiscountRefusal,
    field: string,
  ) {
    super(statusOf[refusal], refusal, field);
  }
}

/** A code's state by the database's clock: the same clock the checkout's conditional update reads. */
export const loadDiscountState = (db: Db, match: { id: number } | { code: string }) => {
  const query = db
    .selectFrom('discount')
    .select([
      'id',
      'kind',
      'currency',
      'active',
      'max_uses',
      'used_count',
      'max_uses_per_customer',
      sql<boolean>`coalesce(valid_from > now(), false)`.as('not_yet_active'),
      sql<boolean>`coalesce(valid_until <= now(), false)`.as('expired'),
    ]);
  // The shopper's code is matched with letter case and surrounding spaces ignored.
  return ('id' in match ? query.where('id', '=', match.id) : query.where(sql`upper(code)`, '=', match.code.trim().toUpperCase())).executeTakeFirst();
};

export type DiscountState = NonNullable<Awaited<ReturnType<typeof loadDiscountState>>>;

/** How many orders of one customer have used a code. */
export const customerUses = async (db: Db, discountId: number, userId: number): Promise<number> => {
  const { uses } = await db
    .selectFrom('discount_use')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('discount_id', '=', discountId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(uses);
};

/**
 * The first reason a code cannot be used now by a customer who has used it `uses` times, paying in `currency` (null
 * while the currency is not known); null when it can be used.
 */
export const discountRefusal = (state: DiscountState, uses: number, currency: PriceCurrency | null): DiscountRefusal | null => {
  if (!state.active) return 'discountInactive';
  if (state.not_yet_active) return 'discountNotActiveYet';
  if (state.expired) return 'discountExpired';
  if (state.max_uses !== null && state.used_count >= state.max_uses) return 'discountUsedUp';
  if (state.max_uses_per_customer !== null && uses >= state.max_uses_per_customer) return 'discountCustomerLimitReached';
  if (currency !== null && state.kind === 'AMOUNT' && state.currency !== currency) return 'discountCurrencyMismatch';
  return null;
};
