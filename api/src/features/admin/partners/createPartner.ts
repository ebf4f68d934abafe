import { sql } from 'kysely';
import type { AdminPartnerPayload } from '@inercise/contracts/admin';
import type { Db } from '../../../db/database.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { partnerNameTaken } from './partnerNameTaken.ts';

export type CreateOutcome = { created: true; id: number } | { created: false; refusal: 'nameTaken' };

/**
 * Adds a partner shoppers can name at checkout, with its audit entry, in one transaction. Its id is the sequence's
 * next one, or past the highest id in use when that is higher (the seed's partners have fixed ids), so an id is
 * never given twice, even after a removal.
 */
export const createPartner = async (db: Db, actor: Actor, payload: AdminPartnerPayload): Promise<CreateOutcome> =>
  db.transaction().execute(async (trx): Promise<CreateOutcome> => {
    // One writer of partners at a time: the name check and the id stay true until the commit.
    await sql`lock table partner in share row exclusive mode`.execute(trx);
    if (await partnerNameTaken(trx, payload.name, null)) return { created: false, refusal: 'nameTaken' };
    const next = await sql<{ id: number }>`select setval('partner_id_seq', greatest(nextval('partner_id_seq'), coalesce((select max(id) from partner), 0) + 1))::int as id`.execute(trx);
    const id = next.rows[0]!.id;
    const website = payload.website ?? '';
    await trx.insertInto('partner').values({ id, name: payload.name, website }).execute();
    await recordAudit(trx, actor, { action: 'partner.created', entityKind: 'partner', entityId: String(id), before: null, after: { name: payload.name, website } });
    return { created: true, id };
  });
