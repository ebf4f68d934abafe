// A logout on one of three API replicas sharing one PostgreSQL database is honoured by all of them within seconds:
// each remembers an open session for at most SESSION_CHECK_MS (2 s by default), so the copied access token is refused
// everywhere soon after, while the replicas are being called all along. Run by the PostgreSQL pass (npm run test:pg).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db/database.ts';
import { PASSWORD, uniqueEmail } from '../../test/harness.ts';
import { freePort, startApiProcess, type ApiProcess } from '../../test/process.ts';
import { postgresDatabase } from '../../test/template.ts';
import { hashPassword } from '../users/passwords.ts';
import { REFRESH_COOKIE } from './refreshCookie.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run this file through npm run test:pg');
const REPLICAS = 3;
const SESSION_CHECK_MS = 2000;
/** The bound the test holds the replicas to: their remembering time plus room for a loaded machine. */
const REFUSED_WITHIN_MS = SESSION_CHECK_MS + 3000;

describe('a logout across three API replicas on one PostgreSQL', () => {
  let database: Database;
  let dataDir: string;
  const replicas: ApiProcess[] = [];

  before(
    async () => {
      const created = await postgresDatabase(databaseUrl, null);
      database = created.database;
      dataDir = mkdtempSync(join(tmpdir(), 'inercise-session-replicas-'));
      const env = { DATABASE_URL: created.url, JWT_SECRET: 'replicas-share-this-secret-of-48-characters-long', SESSION_CHECK_MS: String(SESSION_CHECK_MS) };
      // One after the other: the first migrates and seeds the empty database, the others find it ready.
      for (let i = 0; i < REPLICAS; i += 1) replicas.push(await startApiProcess(dataDir, await freePort(), env));
    },
    { timeout: 120_000 },
  );

  after(
    async () => {
      await Promise.all(replicas.map((api) => api.stop()));
      await database?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    { timeout: 30_000 },
  );

  it('refuses the logged-out access token on every replica within seconds', async () => {
    const email = uniqueEmail('replica-session');
    await database.db.insertInto('app_user').values({ email, password_hash: await hashPassword(PASSWORD), active: true }).execute();
    const login = await fetch(`${replicas[0]!.url}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: PASSWORD }) });
    assert.equal(login.status, 200);
    const token = login.headers.get('access_token')!;
    const cookie = /^inercise_refresh=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    assert.ok(cookie, 'a refresh cookie');
    // Every replica has just checked the session and remembers it as open.
    for (const api of replicas) assert.equal((await api.call('GET', '/users/current-user', { token })).status, 200, api.url);

    assert.equal((await replicas[1]!.call('POST', '/users/logout', { token })).status, 204);
    const loggedOutAt = Date.now();
    // The replica that ended it refuses at once.
    assert.equal((await replicas[1]!.call('GET', '/users/current-user', { token })).status, 401);
    const refusedAfter = await Promise.all(
      replicas.map(async (api) => {
        while (Date.now() - loggedOutAt < REFUSED_WITHIN_MS + 5000) {
          const answer = await api.call('GET', '/cart', { token });
          if (answer.status === 401) return Date.now() - loggedOutAt;
          assert.equal(answer.status, 200, answer.text);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return Infinity;
      }),
    );
    for (const [i, ms] of refusedAfter.entries()) assert.ok(ms <= REFUSED_WITHIN_MS, `replica ${i} refused the token after ${ms} ms`);
    // And none of them trades the session's cookie for a new token.
    for (const api of replicas) assert.equal((await api.call('POST', '/users/refresh', { headers: { cookie: `${REFRESH_COOKIE}=${cookie}` } })).status, 401, api.url);
  });
});
