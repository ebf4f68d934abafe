import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { customerUses, discountRefusal, loadDiscountState, type DiscountRefusal } from '../cart/discountRefusal.ts';
import { termsOf, type DiscountTerms, type PriceCurrency } from '../cart/pricing.ts';

export type ConsumedDiscount = { code: string; terms: DiscountTerms } | { refusal: DiscountRefusal };

/**
 * Takes one use of the cart's discount for an order, or answers why the code no longer applies (switched off,
 * expired, used up, this customer's uses taken, another currency): then nothing is counted. Called with the
 * customer's cart locked, so their own orders come one at a time and their uses can be counted first. The use is
 * counted in the same statement that checks the total limit, which holds the code's row until the order commits,
 * so two customers' orders cannot both take the last use (docs/decisions/0006-concurrent-checkout-locking.md).
 */
export const consumeDiscount = async (trx: Db, discountId: number, order: { userId: number; currency: PriceCurrency }): Promise<ConsumedDiscount> => {
  const limit = await trx.selectFrom('discount').select('max_uses_per_customer').where('id', '=', discountId).executeTakeFirst();
  if (limit?.max_uses_per_customer != null && (await customerUses(trx, discountId, order.userId)) >= limit.max_uses_per_customer) {
    return { refusal: 'discountCustomerLimitReached' };
  }
  const used = await trx
    .updateTable('discount')
    .set({ used_count: sql`used_count + 1` })
    .where('id', '=', discountId)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .where((eb) => eb.or([eb('kind', '=', 'PERCENT'), eb('currency', '=', order.currency)]))
    .returning(['code', 'kind', 'percent', 'amount', 'currency'])
    .executeTakeFirst();
  if (!used) {
    const state = await loadDiscountState(trx, { id: discountId });
    // The update found nothing to count, so one of the reasons holds; expiry is the one said before there were others.
    return { refusal: (state && discountRefusal(state, 0, order.currency)) ?? 'discountExpired' };
  }
  const terms = termsOf(used);
  if (!terms) throw new Error(`discount ${discountId} is neither a percentage nor an amount`);
  return { code: used.code, terms };
};

/** Keeps the use with its order and customer, so the customer's uses can be counted. */
export const recordDiscountUse = async (trx: Db, use: { discountId: number; userId: number; orderId: number }): Promise<void> => {
  await trx.insertInto('discount_use').values({ discount_id: use.discountId, user_id: use.userId, order_id: use.orderId }).execute();
};
