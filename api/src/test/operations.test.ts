// The API as operators run it, in child processes: refusing an unsafe production setup, the release
// commands (migrate, seed), a production start before and after them (PostgreSQL only: production refuses
// PGlite), and a graceful SIGTERM with a request still in flight.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { migrationProvider } from '../db/migrations.ts';
import { openPglite } from '../db/pglite.ts';
import { productionProblems } from '../productionProblems.ts';
import { freePort, startApiProcess, type ApiProcess } from './process.ts';
import { postgresDatabase } from './template.ts';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the API's entry points (`src/main.ts`, a release command) to its end. */
const runScript = (script: string, env: NodeJS.ProcessEnv, args: string[] = []) =>
  new Promise<Finished>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: apiRoot, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });

const exitCodeOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/** A GET over a connection of its own (no keep-alive pool): its status, or the connection error's code. */
const freshGet = (url: string) =>
  new Promise<number | string>((resolve) => {
    const req = httpRequest(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** Every migration this code has, in the order they apply. */
const migrationNames = async () => Object.keys(await migrationProvider.getMigrations()).sort();

describe('operations', () => {
  const dirs: string[] = [];
  const running: ApiProcess[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'inercise-ops-'));
    dirs.push(dir);
    return dir;
  };
  after(async () => {
    for (const api of running) await api.kill();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start in production with unsafe settings, naming every problem', async () => {
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'short', PAYMENT_PROVIDER: 'sandbox', SHOP_URL: 'http://shop.example' };
    const result = await runScript('src/main.ts', env);
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.deepEqual(lines(result.stderr), productionProblems(env));
    assert.deepEqual(
      lines(result.stderr).map((line) => line.split(/[ =]/)[0]),
      ['JWT_SECRET', 'PAYMENT_PROVIDER', 'DATABASE_URL', 'SHOP_URL', 'PUBLIC_API_URL'],
    );
    assert.doesNotMatch(result.stdout, /listening/);
  });

  it('migrates and seeds as release steps: what was applied, shop data, demo data only when asked, repeatable', async () => {
    const env = { DATA_DIR: dataDir() };
    const names = await migrationNames();
    const first = await runScript('src/db/migrateCommand.ts', env);
    assert.equal(first.code, 0, first.stderr);
    // "applied 001_catalogue", "applied 002_accounts", ...
    assert.deepEqual(lines(first.stdout), [...names.map((name) => `applied ${name}`), `schema up to date (${names.length} applied)`]);
    assert.deepEqual(lines((await runScript('src/db/migrateCommand.ts', env)).stdout), ['schema already up to date']);

    const seeded = await runScript('src/db/seed/seedCommand.ts', env);
    assert.deepEqual([seeded.code, lines(seeded.stdout)], [0, ['shop data added']]);
    const counts = async () => {
      const database = await openPglite(env.DATA_DIR);
      try {
        const count = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n;
        return { products: await count('product'), devices: await count('device'), discounts: await count('discount') };
      } finally {
        await database.close();
      }
    };
    const shopOnly = await counts();
    assert.ok(shopOnly.products >= 16 && shopOnly.devices > 0, JSON.stringify(shopOnly));
    assert.equal(shopOnly.discounts, 0, 'no demo discount codes in a real shop');

    const demo = await runScript('src/db/seed/seedCommand.ts', env, ['--demo']);
    assert.deepEqual([demo.code, lines(demo.stdout)], [0, ['shop data already there', 'demo data: 4 discount codes added']]);
    assert.deepEqual(lines((await runScript('src/db/seed/seedCommand.ts', env, ['--demo'])).stdout), ['shop data already there', 'demo data: 0 discount codes added']);
    assert.deepEqual(await counts(), { ...shopOnly, discounts: 4 });
  });

  it('exits 1 with the reason when the database cannot be migrated', async () => {
    const result = await runScript('src/db/migrateCommand.ts', { DATABASE_URL: `postgres://shop@127.0.0.1:${await freePort()}/shop` });
    assert.equal(result.code, 1);
    assert.match(result.stderr, /^migration failed: .*ECONNREFUSED/m);
  });

  it('on SIGTERM stops taking connections, finishes the request in flight, closes the database, exits 0', async () => {
    // A long grace period: were a keep-alive connection to hold the shutdown, the exit would not come in time.
    const api = await startApiProcess(dataDir(), await freePort(), { SHUTDOWN_TIMEOUT_MS: '120000' });
    running.push(api);
    const agents = [new Agent({ keepAlive: true }), new Agent({ keepAlive: true })];
    const [idleAgent, busyAgent] = agents as [Agent, Agent];
    try {
      // One keep-alive connection left idle after an answer...
      await new Promise<void>((resolve, reject) => httpRequest(`${api.url}/health/live`, { agent: idleAgent }, (res) => res.resume().on('end', resolve)).on('error', reject).end());
      // ...and one with a sign-up whose body is still arriving when the signal comes.
      const body = JSON.stringify({ emailAddress: `sigterm.${process.pid}@example.com`, captchaResponseToken: 'x' });
      const inFlight = httpRequest(`${api.url}/newsletter/register`, {
        method: 'POST',
        agent: busyAgent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        inFlight.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        });
        inFlight.on('error', reject);
      });
      // Should an assertion below fail first, the request's end is no news.
      answer.catch(() => undefined);
      inFlight.write(body.slice(0, 20));
      // Let the first half reach the server before the signal.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exit = exitCodeOf(api.child);
      api.child.kill('SIGTERM');

      let refused: number | string = 200;
      for (let waited = 0; waited < 10_000 && refused === 200; waited += 50) {
        refused = await freshGet(`${api.url}/health/ready`);
        if (refused === 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Refused, reset (accepted by the kernel while the listener closed) or answered 503: no service either way.
      assert.ok(['ECONNREFUSED', 'ECONNRESET', 503].includes(refused), `a new connection after SIGTERM: ${refused}`);
      assert.equal(api.child.exitCode, null, 'still running: a request is in flight');

      inFlight.end(body.slice(20));
      const finished = await answer;
      assert.deepEqual([finished.status, finished.text], [201, '{"message":"added"}'], api.output());
      const code = await Promise.race([exit, new Promise((resolve) => setTimeout(() => resolve('still running 20 s after the answer'), 20_000).unref())]);
      assert.equal(code, 0, api.output());
      assert.match(api.output(), /API stopped \(SIGTERM\)/);
      assert.doesNotMatch(api.output(), /closing their connections/, 'nothing had to be cut');
    } finally {
      for (const agent of agents) agent.destroy();
    }
  });

  const postgresUrl = process.env.DATABASE_URL;
  it('in production, starts without migrating, is not ready until someone migrates, serves what the seed put in', { skip: !postgresUrl && 'PostgreSQL only (npm run test:pg): production refuses PGlite' }, async () => {
    const { url, database } = await postgresDatabase(postgresUrl!, null);
    try {
      const env = {
        NODE_ENV: 'production',
        DATABASE_URL: url,
        JWT_SECRET: 'production-secret-production-secret',
        PAYMENT_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: '1',
        SHOP_URL: 'https://shop.example',
        PUBLIC_API_URL: 'https://api.example',
      };
      const api = await startApiProcess(dataDir(), await freePort(), { ...env, LOG_LEVEL: 'info' });
      running.push(api);
      const names = await migrationNames();
      const behind = await api.call('GET', '/health/ready');
      assert.deepEqual(
        [behind.status, behind.body],
        [503, { status: 'unavailable', checks: { database: 'ok', schema: `${names.length} migrations pending: ${names.join(', ')}` } }],
      );
      assert.equal((await api.call('GET', '/health/live')).status, 200);

      const migrated = await runScript('src/db/migrateCommand.ts', env);
      assert.equal(migrated.code, 0, migrated.stderr);
      assert.equal(lines(migrated.stdout).length, names.length + 1);
      const ready = await api.call('GET', '/health/ready');
      assert.deepEqual([ready.status, ready.body], [200, { status: 'ok', checks: { database: 'ok', schema: 'ok' } }]);
      assert.equal((await api.call('GET', '/products')).body.content.length, 0, 'nothing to sell before the seed');

      assert.equal((await runScript('src/db/seed/seedCommand.ts', env)).code, 0);
      // The running API notices the seeded catalogue (its cache checks the catalogue version every second).
      let products = 0;
      for (let waited = 0; waited < 5000 && products === 0; waited += 250) {
        products = (await api.call('GET', '/products')).body.content.length;
        if (products === 0) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.ok(products >= 16, `${products} products`);
      const count = await database.db.selectFrom('discount').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      assert.equal(Number(count.n), 0, 'no demo codes unless asked for');

      // Production logs a JSON line per request.
      assert.match(api.output(), /"msg":"request"/);
      const exit = exitCodeOf(api.child);
      api.child.kill('SIGTERM');
      assert.equal(await exit, 0);
    } finally {
      await database.close();
    }
  });
});
