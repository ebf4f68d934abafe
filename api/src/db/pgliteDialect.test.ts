import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from './pgliteDialect.ts';

test('concurrent transactions on PGlite do not interleave and report affected rows', async () => {
  const pg = new PGlite();
  const db = new Kysely<{ counter: { id: number; n: number } }>({ dialect: new PGliteDialect(pg) });
  try {
    await sql`create table counter (id int primary key, n int not null)`.execute(db);
    await db.insertInto('counter').values({ id: 1, n: 0 }).execute();
    // Read-modify-write in 30 concurrent transactions: lost updates would show with a shared session.
    await Promise.all(
      Array.from({ length: 30 }, () =>
        db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom('counter').select('n').where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
          await new Promise((r) => setTimeout(r, 1));
          await trx.updateTable('counter').set({ n: row.n + 1 }).where('id', '=', 1).execute();
        }),
      ),
    );
    // A rolled-back transaction does not discard another's committed insert.
    await Promise.allSettled([
      db.transaction().execute(async (trx) => {
        await trx.insertInto('counter').values({ id: 2, n: 0 }).execute();
        throw new Error('rollback');
      }),
      db.insertInto('counter').values({ id: 3, n: 0 }).execute(),
    ]);
    const rows = await db.selectFrom('counter').selectAll().orderBy('id').execute();
    assert.deepEqual(rows, [
      { id: 1, n: 30 },
      { id: 3, n: 0 },
    ]);
    const updated = await db.updateTable('counter').set({ n: 5 }).executeTakeFirst();
    assert.equal(updated.numUpdatedRows, 2n);
  } finally {
    await db.destroy();
    await pg.close();
  }
});
