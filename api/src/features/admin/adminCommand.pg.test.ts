// On PostgreSQL (`npm run test:pg`) the owner's command line runs while the API serves: a grant lets the account's
// current token into the back office at its next call, a revoke shuts it out at its next call, no restart between.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { customer, startServer, type TestServer } from '../../test/harness.ts';
import { freshPostgres } from '../../test/template.ts';

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));
const databaseUrl = process.env.DATABASE_URL;

describe('admin command line against a running API (PostgreSQL)', { skip: databaseUrl ? false : 'needs DATABASE_URL (npm run test:pg)' }, () => {
  let server: TestServer;
  let url = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'inercise-admin-pg-'));

  const admin = (...args: string[]) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/admin.ts', ...args], { cwd: apiRoot, env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir }, encoding: 'utf8' });
    return { code: run.status, out: run.stdout.trim() };
  };

  before(async () => {
    const created = await freshPostgres(databaseUrl!);
    url = created.url;
    server = await startServer({}, { database: created.database });
  });
  after(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('grant-admin and revoke-admin take effect at the next call of a session already open', async () => {
    const owner = await customer(server);
    const call = async () => (await server.request('GET', '/admin/orders', { token: owner.token })).status;
    assert.equal(await call(), 403);
    assert.deepEqual(admin('grant-admin', owner.email), { code: 0, out: `${owner.email} is now an admin (back-office sessions last 2 hours)` });
    assert.equal(await call(), 200);
    assert.deepEqual(admin('revoke-admin', owner.email), { code: 0, out: `${owner.email} is no longer an admin` });
    assert.equal(await call(), 403);
    assert.deepEqual(admin('grant-admin', 'nobody@example.com'), { code: 1, out: 'no account with the e-mail nobody@example.com: register it in the shop and activate it first' });
  });
});
