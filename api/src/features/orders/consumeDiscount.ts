import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { gone } from '../../http/errors.ts';

/**
 * Takes one use of the cart's discount for an order, or answers 410 when it expired or was used up meanwhile. The
 * use is counted in the same statement that checks the limit, so two orders cannot both take the last one.
 */
export const consumeDiscount = async (trx: Db, discountId: number): Promise<{ percent: number; code: string }> => {
  const used = await trx
    .updateTable('discount')
    .set({ used_count: sql`used_count + 1` })
    .where('id', '=', discountId)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .returning(['percent', 'code'])
    .executeTakeFirst();
  if (!used) throw gone('discountExpired', 'discount');
  return used;
};
