import { sql } from 'kysely';
import type { AdminPartnerRemoval } from '@inercise/contracts/admin';
import type { Db } from '../../../db/database.ts';
import { recordAudit, type Actor } from '../audit.ts';

/**
 * Removes a partner (docs/product-rules.md#back-office), with its audit entry, in one transaction. Carts that named
 * it forget it. A partner that brought no order is deleted; one that did is archived instead: hidden from shoppers,
 * kept for those orders, which still name it. Removing an archived partner again changes nothing. Undefined when
 * there is no such partner.
 */
export const removePartner = async (db: Db, actor: Actor, id: number): Promise<AdminPartnerRemoval | undefined> =>
  db.transaction().execute(async (trx) => {
    // Locked first: an order naming it waits for this to end, and is then counted below (or refused with it deleted).
    const partner = await trx.selectFrom('partner').select(['name', 'website', 'archived_at']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!partner) return undefined;
    await trx.updateTable('cart').set({ partner_id: null }).where('partner_id', '=', id).execute();
    const { count } = await trx
      .selectFrom('shop_order')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('partner_id', '=', id)
      .executeTakeFirstOrThrow();
    const orderCount = Number(count);
    if (orderCount === 0) {
      await trx.deleteFrom('partner').where('id', '=', id).execute();
      await recordAudit(trx, actor, { action: 'partner.removed', entityKind: 'partner', entityId: String(id), before: { name: partner.name, website: partner.website }, after: null });
      return { outcome: 'deleted', orderCount };
    }
    if (partner.archived_at === null) {
      await trx.updateTable('partner').set({ archived_at: sql`now()` }).where('id', '=', id).execute();
      await recordAudit(trx, actor, {
        action: 'partner.archived',
        entityKind: 'partner',
        entityId: String(id),
        before: { name: partner.name, archived: false },
        after: { name: partner.name, archived: true, orders: orderCount },
      });
    }
    return { outcome: 'archived', orderCount };
  });
