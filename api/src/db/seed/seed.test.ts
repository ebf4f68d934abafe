import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { freshDatabase } from '../../test/template.ts';
import { seedDemo } from './demo.ts';
import { seed } from './seed.ts';

const tables = ['currency', 'product_type', 'product', 'article', 'partner', 'discount', 'shipment_band', 'device'] as const;

describe('seed', () => {
  it('applies once: a second and a concurrent third run change nothing, demo data included', async () => {
    const database = await freshDatabase();
    try {
      const counts = async () =>
        Object.fromEntries(
          await Promise.all(
            tables.map(async (table) => [table, (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n] as const),
          ),
        );
      const before = await counts();
      assert.ok(before.product! >= 16 && before.article! >= 6, `seeded: ${JSON.stringify(before)}`);
      assert.deepEqual(await Promise.all([seed(database.db), seed(database.db)]), [false, false]);
      assert.deepEqual(await Promise.all([seedDemo(database.db), seedDemo(database.db)]), [0, 0]);
      assert.deepEqual(await counts(), before);
      const deviceSet = await database.db.selectFrom('product').select(['price', 'price_eur']).where('id', '=', 1).executeTakeFirstOrThrow();
      // Amounts are stored in grosze and euro cents.
      assert.deepEqual([Number(deviceSet.price), Number(deviceSet.price_eur)], [849900, 199900]);
      // Shipping weights come from the specifications, in grams: the set's 21 kg, the handle's 0.9 kg, a course none.
      const weights = await database.db.selectFrom('product').select(['id', 'shipping_weight']).where('id', 'in', [1, 3, 15]).orderBy('id').execute();
      assert.deepEqual(weights.map((row) => row.shipping_weight), [21000, 900, 0]);
    } finally {
      await database.close();
    }
  });
});
