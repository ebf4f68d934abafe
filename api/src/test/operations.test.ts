// The API as operators run it, in child processes: refusing an unsafe production setup, the release
// commands (migrate, seed), and a graceful SIGTERM with a request still in flight. A production start before and
// after the release steps is in productionStart.pg.test.ts (production refuses PGlite).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Agent, request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { openPglite } from '../db/pglite.ts';
import { productionProblems } from '../productionProblems.ts';
import { realSellerEnv } from './realSellerEnv.ts';
import { freePort, startApiProcess } from './process.ts';
import { exitCodeOf, lines, migrationNames, runScript, scratch } from './operationsKit.ts';

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

describe('operations', () => {
  const { dataDir, running } = scratch();

  it('refuses to start in production with unsafe settings, naming every problem', async () => {
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'short', PAYMENT_PROVIDER: 'sandbox', SHOP_URL: 'http://shop.example' };
    const result = await runScript('src/main.ts', env);
    assert.equal(result.code, 1, result.stdout + result.stderr);
    // One JSON line (level fatal) per problem.
    const refused = lines(result.stdout)
      .map((line) => JSON.parse(line) as { level: number; service: string; problem?: string })
      .filter((line) => line.level === 60 && line.service === 'api')
      .map((line) => line.problem ?? '');
    // Every problem, each once (the lines' order is the log stream's, not part of the promise).
    assert.deepEqual([...refused].sort(), [...productionProblems(env)].sort());
    assert.deepEqual(
      refused.map((line) => line.split(/[ =]/)[0]).sort(),
      ['CAPTCHA_SECRET', 'DATABASE_URL', 'JWT_SECRET', 'LINK_SECRET', 'METRICS_TOKEN', 'PAYMENT_PROVIDER', 'PUBLIC_API_URL', 'SHOP_EMAIL', 'SHOP_URL', 'SMTP_URL', 'TOTP_KEYS', ...Object.keys(realSellerEnv)].sort(),
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
      assert.deepEqual([finished.status, finished.text], [201, '{"message":"confirmationSent"}'], api.output());
      const code = await Promise.race([exit, new Promise((resolve) => setTimeout(() => resolve('still running 20 s after the answer'), 20_000).unref())]);
      assert.equal(code, 0, api.output());
      assert.match(api.output(), /API stopped \(SIGTERM\)/);
      assert.doesNotMatch(api.output(), /closing their connections/, 'nothing had to be cut');
    } finally {
      for (const agent of agents) agent.destroy();
    }
  });
});
