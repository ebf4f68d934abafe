import { sql } from 'kysely';
import type { AdminPartnerChange } from '@inercise/contracts/admin';
import type { Db } from '../../../db/database.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { partnerNameTaken } from './partnerNameTaken.ts';

export type ChangeOutcome = { changed: boolean } | { refusal: 'notFound' | 'nameTaken' };

/**
 * Renames a partner or changes its website, with an audit entry of the fields that changed, in one transaction.
 * Asking for what it already is changes and logs nothing. Orders keep pointing at the partner, so they show the new
 * name.
 */
export const changePartner = async (db: Db, actor: Actor, id: number, change: AdminPartnerChange): Promise<ChangeOutcome> =>
  db.transaction().execute(async (trx): Promise<ChangeOutcome> => {
    await sql`lock table partner in share row exclusive mode`.execute(trx);
    const current = await trx.selectFrom('partner').select(['name', 'website', 'archived_at']).where('id', '=', id).executeTakeFirst();
    if (!current) return { refusal: 'notFound' };
    const next = { name: change.name ?? current.name, website: change.website === undefined ? current.website : (change.website ?? '') };
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    for (const field of ['name', 'website'] as const) {
      if (next[field] !== current[field]) {
        before[field] = current[field];
        after[field] = next[field];
      }
    }
    if (Object.keys(after).length === 0) return { changed: false };
    // Only an active partner's name competes with the others: an archived one is not in the checkout's list.
    if (after.name !== undefined && current.archived_at === null && (await partnerNameTaken(trx, next.name, id))) return { refusal: 'nameTaken' };
    await trx.updateTable('partner').set(next).where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'partner.changed', entityKind: 'partner', entityId: String(id), before, after });
    return { changed: true };
  });
