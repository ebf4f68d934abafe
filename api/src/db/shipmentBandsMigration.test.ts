// Migration 033 prices delivery by the parcel: a shop that had one delivery price per region keeps it, as one band up
// to 30 kg, and its products get their shipping weights from their specifications.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PGlite } from '@electric-sql/pglite';
import { Migrator, sql } from 'kysely';
import { migrate } from './database.ts';
import { migrationProvider } from './migrations.ts';
import { wrapPglite } from './pglite.ts';

describe('migration 033, delivery by weight', () => {
  it('keeps each region\'s price as a band up to 30 kg, and reads each product\'s weight from its specification', async () => {
    const database = wrapPglite(await PGlite.create());
    try {
      const db = database.db;
      await new Migrator({ db, provider: migrationProvider }).migrateTo('029_unpaid_orders');
      await sql`insert into product_type (id, name) values (1, 'HANDLE')`.execute(db);
      await sql`insert into product (id, name, thumbnail, product_type_id, price, price_eur, slug_en, slug_pl)
        values (1, 'set', 's.webp', 1, 100, 25, 'set', 'zestaw'), (2, 'handle', 'h.webp', 1, 100, 25, 'handle', 'uchwyt'),
               (3, 'strap', 'st.webp', 1, 100, 25, 'strap', 'pasek'), (4, 'course', 'c.webp', 1, 100, 25, 'course', 'kurs')`.execute(db);
      await sql`insert into specification_item (id, product_id, key, value, position)
        values (1, 1, 'spec.weight', '21 kg', 0), (2, 2, 'spec.width', '28 cm', 0), (3, 2, 'spec.weight', '0,9 kg', 1),
               (4, 3, 'spec.weight', 'specValue.light', 0), (5, 4, 'spec.level', 'specValue.beginner', 0)`.execute(db);
      await sql`insert into shipment_price (region, price, price_eur) values ('POLAND', 1999, 499), ('SWITZERLAND', 14900, 3500)`.execute(db);
      await migrate(db);
      const weights = await db.selectFrom('product').select(['id', 'shipping_weight']).orderBy('id').execute();
      // A weight that reads as none ("light") and no weight at all both start at 0.
      assert.deepEqual(weights.map((row) => row.shipping_weight), [21000, 900, 0, 0]);
      const bands = await db.selectFrom('shipment_band').selectAll().orderBy('region').execute();
      assert.deepEqual(bands, [
        { region: 'POLAND', up_to_grams: 30000, price: 1999, price_eur: 499 },
        { region: 'SWITZERLAND', up_to_grams: 30000, price: 14900, price_eur: 3500 },
      ]);
    } finally {
      await database.close();
    }
  });
});
