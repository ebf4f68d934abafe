// The pool's settings as PostgreSQL itself applies them: the statement timeout cancels a slow statement on the
// server and leaves the connection usable; with prepared statements off nothing named is left in the session (what
// a pooler in transaction mode needs when it cannot keep them).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { openPostgres } from './database.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run this file through npm run test:pg');

describe('the PostgreSQL pool settings', () => {
  it('cancels a statement running past DATABASE_STATEMENT_TIMEOUT_MS, and the connection goes on', async () => {
    const database = openPostgres(databaseUrl, { max: 1, statementTimeoutMs: 300 });
    try {
      const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(database.db);
      assert.equal(shown.rows[0]!.statement_timeout, '300ms');
      const started = Date.now();
      await assert.rejects(sql`select pg_sleep(5)`.execute(database.db), (error: Error & { code?: string }) => {
        assert.equal(error.code, '57014');
        assert.match(error.message, /statement timeout/);
        return true;
      });
      const waited = Date.now() - started;
      assert.ok(waited < 3_000, `the statement ran ${waited} ms`);
      const after = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      assert.equal(after.rows[0]!.one, 1);
      assert.equal(database.poolStats().open, 1);
    } finally {
      await database.close();
    }
  });

  it('lets a statement run as long as it takes with DATABASE_STATEMENT_TIMEOUT_MS=0', async () => {
    const database = openPostgres(databaseUrl, { max: 1, statementTimeoutMs: 0 });
    try {
      const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(database.db);
      assert.equal(shown.rows[0]!.statement_timeout, '0');
      await sql`select pg_sleep(0.5)`.execute(database.db);
    } finally {
      await database.close();
    }
  });

  it('names the statements it sends unless DATABASE_PREPARED_STATEMENTS=off', async () => {
    const text = 'select 42 as answer';
    const namedIn = async (preparedStatements: boolean) => {
      const database = openPostgres(databaseUrl, { max: 1, preparedStatements });
      try {
        await sql.raw(text).execute(database.db);
        const found = await sql<{ n: number }>`select count(*) as n from pg_prepared_statements where statement = ${text}`.execute(database.db);
        return found.rows[0]!.n;
      } finally {
        await database.close();
      }
    };
    assert.equal(await namedIn(true), 1);
    assert.equal(await namedIn(false), 0);
  });
});
