import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** Names compared as a shopper reads them in the checkout's list: spaces and letter case aside. */
const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');

/**
 * Whether another active partner has this name: two "FizjoLab" in the checkout's list could not be told apart. An
 * archived partner's name is free again. The caller holds the partner table's lock, so two admins cannot both take
 * one name.
 */
export const partnerNameTaken = async (trx: Transaction<DB>, name: string, exceptId: number | null): Promise<boolean> => {
  const active = await trx.selectFrom('partner').select(['id', 'name']).where('archived_at', 'is', null).execute();
  return active.some((partner) => partner.id !== exceptId && comparable(partner.name) === comparable(name));
};
