import type { Db } from '../database.ts';

/**
 * Discount codes for trying the shop and for its tests (a valid, an expired, a used-up and a small one).
 * Never part of a real shop's data unless asked for (`npm run seed -- --demo`, or a local start).
 */
const demoDiscounts = [
  { id: 1, code: 'INERCISE10', percent: 10, valid_until: '2099-12-31T23:59:59Z', max_uses: null, used_count: 0 },
  { id: 2, code: 'SUMMER2020', percent: 15, valid_until: '2020-09-30T23:59:59Z', max_uses: null, used_count: 0 },
  { id: 3, code: 'FIRST50', percent: 50, valid_until: null, max_uses: 1, used_count: 1 },
  { id: 4, code: 'WELCOME5', percent: 5, valid_until: null, max_uses: null, used_count: 0 },
];

/** Adds the demo codes that are not there yet (by id or code); answers how many it added. */
export const seedDemo = async (db: Db): Promise<number> => {
  const added = await db.insertInto('discount').values(demoDiscounts).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0n);
};
