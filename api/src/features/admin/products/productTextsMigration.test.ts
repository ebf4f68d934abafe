// Migration 007 moves the products' names and descriptions into the product table: a shop seeded before it gets the
// texts its translations had; the seed of a new shop writes the same texts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PGlite } from '@electric-sql/pglite';
import { Migrator, sql } from 'kysely';
import * as sharedTranslations from '@inercise/contracts/translations';
import { migrate } from '../../../db/database.ts';
import { migrationProvider } from '../../../db/migrations.ts';
import { wrapPglite } from '../../../db/pglite.ts';
import { seededProductTexts } from '../../../db/seed/productTexts.ts';

// As with the contracts (src/contracts.ts), tsx loads the shared TypeScript as CommonJS: the exports may sit on `default`.
const loaded = sharedTranslations as typeof sharedTranslations & { default?: typeof sharedTranslations };
const { productTranslations } = loaded.default ?? loaded;

describe('the products’ own texts', () => {
  it('start as the translations of each seeded product’s key', () => {
    const en = productTranslations.en as unknown as Record<string, { name: string; description: string }>;
    const pl = productTranslations.pl as unknown as Record<string, { name: string; description: string }>;
    for (const [key, texts] of Object.entries(seededProductTexts)) {
      assert.deepEqual(texts, { en: { name: en[key]!.name, description: en[key]!.description }, pl: { name: pl[key]!.name, description: pl[key]!.description } }, key);
    }
    assert.equal(Object.keys(seededProductTexts).length, 16);
  });

  it('are filled in by migration 007 for a shop seeded before it, and products are shown until hidden', async () => {
    const database = wrapPglite(await PGlite.create());
    try {
      const db = database.db;
      await new Migrator({ db, provider: migrationProvider }).migrateTo('006_inbox');
      await sql`insert into product_type (id, name) values (1, 'INERCISE')`.execute(db);
      await sql`insert into product (id, name, thumbnail, product_type_id, price, price_eur) values (1, 'deviceSet', 'device-set.webp', 1, 100, 25), (2, 'madeLater', 'x.webp', 1, 100, 25)`.execute(db);
      await migrate(db);
      const rows = await db.selectFrom('product').select(['name', 'name_en', 'name_pl', 'description_pl', 'hidden']).orderBy('id').execute();
      assert.deepEqual(rows[0], {
        name: 'deviceSet',
        name_en: 'Inercise device set',
        name_pl: 'Zestaw Inercise',
        description_pl: seededProductTexts.deviceSet!.pl.description,
        hidden: false,
      });
      // A key the translations never had keeps no texts: the shop names it by its key until the owner writes them.
      assert.deepEqual(rows[1], { name: 'madeLater', name_en: '', name_pl: '', description_pl: '', hidden: false });
    } finally {
      await database.close();
    }
  });
});
