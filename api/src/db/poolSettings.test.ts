import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Socket } from 'node:net';
import { sql } from 'kysely';
import { databaseConfig, loadConfig } from '../config.ts';
import { productionProblems } from '../productionProblems.ts';
import { openPostgres } from './database.ts';
import { DEFAULT_POOL_SETTINGS, poolSettingsOf, poolSettingsProblems } from './poolSettings.ts';

describe('database pool settings', () => {
  it('defaults to 10 connections, a 5 s connect timeout, a 15 s statement timeout and named statements', () => {
    assert.deepEqual(poolSettingsOf({}), { max: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 15_000, idleTimeoutMs: 30_000, preparedStatements: true });
    assert.deepEqual(poolSettingsOf({ DATABASE_POOL_MAX: '', DATABASE_STATEMENT_TIMEOUT_MS: ' ' }), DEFAULT_POOL_SETTINGS);
  });

  it('reads each setting from the environment', () => {
    const env = { DATABASE_POOL_MAX: '4', DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_IDLE_TIMEOUT_MS: ' 0 ', DATABASE_PREPARED_STATEMENTS: 'off' };
    assert.deepEqual(poolSettingsOf(env), { max: 4, connectTimeoutMs: 2_000, statementTimeoutMs: 0, idleTimeoutMs: 0, preparedStatements: false });
    assert.equal(loadConfig({ ...env, DATA_DIR: '/tmp/inercise-pool-settings' }).databasePool.max, 4);
  });

  it('refuses unusable values, naming each with what is wanted', () => {
    assert.deepEqual(poolSettingsProblems({ DATABASE_POOL_MAX: '0' }), ['DATABASE_POOL_MAX=0 is not a whole number from 1 to 100 (connections per process)']);
    for (const value of ['abc', '101', '-5', '1.5', '10 connections']) assert.equal(poolSettingsProblems({ DATABASE_POOL_MAX: value }).length, 1, value);
    assert.match(poolSettingsProblems({ DATABASE_CONNECT_TIMEOUT_MS: '0' }).join(), /DATABASE_CONNECT_TIMEOUT_MS=0 is not a whole number from 100 to 120000/);
    assert.match(poolSettingsProblems({ DATABASE_STATEMENT_TIMEOUT_MS: '15s' }).join(), /DATABASE_STATEMENT_TIMEOUT_MS=15s .* 0 for no limit/);
    assert.match(poolSettingsProblems({ DATABASE_IDLE_TIMEOUT_MS: '-1' }).join(), /DATABASE_IDLE_TIMEOUT_MS=-1/);
    assert.deepEqual(poolSettingsProblems({ DATABASE_PREPARED_STATEMENTS: 'no' }), ['DATABASE_PREPARED_STATEMENTS=no is neither on nor off']);
    // All at once, so an operator mends them in one go; the API does not start with any of them.
    const bad = { DATABASE_POOL_MAX: 'x', DATABASE_PREPARED_STATEMENTS: 'yes' };
    assert.throws(() => loadConfig({ ...bad, DATA_DIR: '/tmp/inercise-pool-settings' }), /database pool settings: DATABASE_POOL_MAX=x .*; DATABASE_PREPARED_STATEMENTS=yes/);
    assert.deepEqual(productionProblems(bad).filter((problem) => /^DATABASE_(POOL|PREPARED)/.test(problem)).length, 2);
  });

  it('gives the release commands no statement timeout (a migration may rewrite a large table)', () => {
    assert.equal(databaseConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '500', DATABASE_POOL_MAX: '2' }).databasePool.statementTimeoutMs, 0);
    assert.equal(databaseConfig({ DATABASE_POOL_MAX: '2' }).databasePool.max, 2);
  });

  it('gives up on a server that accepts the connection and never answers, after the connect timeout', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const database = openPostgres(`postgres://shop@127.0.0.1:${port}/shop`, { max: 1, connectTimeoutMs: 300 });
    try {
      const started = Date.now();
      await assert.rejects(sql`select 1`.execute(database.db), /timeout/i);
      const waited = Date.now() - started;
      assert.ok(waited >= 250 && waited < 3_000, `gave up after ${waited} ms`);
    } finally {
      await database.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
