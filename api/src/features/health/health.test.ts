import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Migrator, sql } from 'kysely';
import { migrate, openPostgres } from '../../db/database.ts';
import { migrationProvider } from '../../db/migrations.ts';
import { startServer, type TestServer } from '../../test/harness.ts';
import { freePort } from '../../test/process.ts';
import { emptyDatabase } from '../../test/template.ts';
import { opsOf } from '../../app.ts';
import { databaseReadiness } from './readiness.ts';

describe('health', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('answers live, ready, and the older /health', async () => {
    assert.deepEqual((await server.request('GET', '/health/live')).body, { status: 'ok' });
    const ready = await server.request('GET', '/health/ready');
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.body, { status: 'ok', checks: { database: 'ok', schema: 'ok' } });
    assert.deepEqual((await server.request('GET', '/health')).body, { status: 'ok', database: 'ok' });
  });

  it('is not ready while migrations are pending, and ready as soon as they are applied', async () => {
    const database = await emptyDatabase();
    await new Migrator({ db: database.db, provider: migrationProvider }).migrateTo('001_catalogue');
    const behind = await startServer({}, { database });
    try {
      const later = Object.keys(await migrationProvider.getMigrations()).sort().slice(1);
      const waiting = await behind.request('GET', '/health/ready');
      assert.equal(waiting.status, 503);
      // e.g. "2 migrations pending: 002_accounts, 003_orders"
      assert.deepEqual(waiting.body, { status: 'unavailable', checks: { database: 'ok', schema: `${later.length} migrations pending: ${later.join(', ')}` } });
      assert.deepEqual((await behind.request('GET', '/health/live')).body, { status: 'ok' });
      // Someone runs the release step: the next probe sees it.
      assert.deepEqual(await migrate(database.db), later);
      assert.deepEqual(await migrate(database.db), []);
      const ready = await behind.request('GET', '/health/ready');
      assert.deepEqual([ready.status, ready.body], [200, { status: 'ok', checks: { database: 'ok', schema: 'ok' } }]);
      // A current schema is known from then on: later probes do not read the migrations again.
      await sql`alter table kysely_migration rename to kysely_migration_moved`.execute(database.db);
      assert.equal((await behind.request('GET', '/health/ready')).status, 200);
      assert.match((await databaseReadiness(database.db)()).checks.schema!, new RegExp(`^${later.length + 1} migrations pending: 001_catalogue, `));
    } finally {
      await behind.close();
    }
  });

  it('is not ready while the database does not answer; live stays ok', async () => {
    const unreachable = await startServer({}, { database: openPostgres(`postgres://shop@127.0.0.1:${await freePort()}/shop`, 1) });
    try {
      const ready = await unreachable.request('GET', '/health/ready');
      assert.deepEqual([ready.status, ready.body], [503, { status: 'unavailable', checks: { database: 'unreachable', schema: 'not checked' } }]);
      assert.equal((await unreachable.request('GET', '/health')).status, 503);
      assert.deepEqual((await unreachable.request('GET', '/health/live')).body, { status: 'ok' });
    } finally {
      await unreachable.close();
    }
  });

  it('stops being ready when told to shut down, and says so in service_ready', async () => {
    const closing = await startServer();
    try {
      assert.match((await closing.request('GET', '/metrics')).text, /^service_ready\{service="api"\} 1$/m);
      opsOf(closing.app).readiness.stop();
      const ready = await closing.request('GET', '/health/ready');
      assert.deepEqual([ready.status, ready.body], [503, { status: 'unavailable', checks: { server: 'shutting down' } }]);
      assert.match((await closing.request('GET', '/metrics')).text, /^service_ready\{service="api"\} 0$/m);
      assert.deepEqual((await closing.request('GET', '/health/live')).body, { status: 'ok' });
    } finally {
      await closing.close();
    }
  });
});
