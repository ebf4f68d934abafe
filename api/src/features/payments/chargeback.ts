import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { recordAudit, SYSTEM } from '../admin/audit.ts';

/**
 * Marks the order charged back (the payer's bank took the money back), once: the conditional UPDATE lets one copy of
 * the notification through, whichever replica got it, and the audit entry is written in the notification's transaction. The
 * order's status stays what it was (its goods may be on their way or delivered): the mark is about the money.
 * Answers whether this call marked it.
 */
export const markChargeback = async (trx: Transaction<DB>, order: { id: number; orderNumber: string }, amount: string): Promise<boolean> => {
  const marked = await trx
    .updateTable('shop_order')
    .set({ charged_back_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', order.id)
    .where('charged_back_at', 'is', null)
    .returning(['charged_back_at', 'status'])
    .executeTakeFirst();
  if (!marked?.charged_back_at) return false;
  // By the shop itself: the provider's notification was verified (checksum, signature) before anything was marked.
  await recordAudit(trx, SYSTEM, {
    action: 'order.chargeback',
    entityKind: 'order',
    entityId: order.orderNumber,
    before: { chargedBackAt: null },
    after: { chargedBackAt: new Date(marked.charged_back_at).toISOString(), amount, status: marked.status },
  });
  return true;
};
