// Migration 010 gives the pages a shop already has their slugs: from their names, unique within the kind, with the
// database refusing a second page on one slug or a slug of another shape.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PGlite } from '@electric-sql/pglite';
import { Migrator, sql } from 'kysely';
import { migrate } from '../../db/database.ts';
import { migrationProvider } from '../../db/migrations.ts';
import { wrapPglite } from '../../db/pglite.ts';
import { seededProductTexts } from '../../db/seed/productTexts.ts';

describe('migration 010: slugs', () => {
  it('gives a shop’s products and articles slugs from their names, the device set inercise-device-set', async () => {
    const database = wrapPglite(await PGlite.create());
    try {
      const db = database.db;
      await new Migrator({ db, provider: migrationProvider }).migrateTo('009_partner_admin');
      const deviceSet = seededProductTexts.deviceSet!;
      await sql`insert into product_type (id, name) values (1, 'INERCISE')`.execute(db);
      await sql`insert into product (id, name, thumbnail, product_type_id, price, price_eur, name_en, name_pl) values
        (1, 'deviceSet', 'device-set.webp', 1, 100, 25, ${deviceSet.en.name}, ${deviceSet.pl.name}),
        (2, 'copy', 'x.webp', 1, 100, 25, ${deviceSet.en.name}, 'Inercise device set'),
        (3, 'madeLater', 'x.webp', 1, 100, 25, '', '')`.execute(db);
      await sql`insert into article (id, title_en, title_pl, body_en, body_pl, author, date_published, image, thumbnail) values
        (1, 'Flywheel basics', 'Podstawy', '', '', 'A', now(), 'a.webp', 'a.webp'),
        (2, 'Flywheel basics', '!?', '', '', 'A', now(), 'a.webp', 'a.webp')`.execute(db);
      const before = new Date();
      await migrate(db);

      const products = await db.selectFrom('product').select(['id', 'slug_en', 'slug_pl', 'updated_at']).orderBy('id').execute();
      assert.deepEqual(
        products.map(({ id, slug_en, slug_pl }) => [id, slug_en, slug_pl]),
        [
          [1, 'inercise-device-set', 'zestaw-inercise'],
          // The same names slug the same: suffixes, the Polish one past the English one it meets.
          [2, 'inercise-device-set-2', 'inercise-device-set-2'],
          // No name yet: the page is still reachable.
          [3, 'product-3', 'product-3'],
        ],
      );
      assert.ok(products.every((row) => row.updated_at.getTime() >= before.getTime() - 1000), 'last changed no later than the migration');
      const articles = await db.selectFrom('article').select(['id', 'slug_en', 'slug_pl']).orderBy('id').execute();
      assert.deepEqual(articles, [
        { id: 1, slug_en: 'flywheel-basics', slug_pl: 'podstawy' },
        { id: 2, slug_en: 'flywheel-basics-2', slug_pl: 'article-2' },
      ]);
      assert.equal((await db.selectFrom('slug_history').selectAll().execute()).length, 0);

      // What the database itself refuses: a slug a page of the kind has in that language, one of another shape, none.
      await assert.rejects(sql`update product set slug_en = 'zestaw-inercise-x', slug_pl = 'zestaw-inercise' where id = 2`.execute(db), /unique|duplicate/i);
      await assert.rejects(sql`update article set slug_en = 'Flywheel Basics' where id = 2`.execute(db), /check constraint/i);
      await assert.rejects(sql`update article set slug_pl = null where id = 2`.execute(db), /null/i);
    } finally {
      await database.close();
    }
  });
});
