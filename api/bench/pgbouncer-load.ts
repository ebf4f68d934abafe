// Load through a real PgBouncer: a throwaway PostgreSQL (Debian's binaries, scripts/pgCluster.mjs), PgBouncer in
// transaction mode in front of it (Debian's `pgbouncer`), three API processes connecting through it, and 200 browsing
// clients at once (the catalogue, a product, logged-in carts and the session refresh of a page view). All along,
// PostgreSQL's own pg_stat_activity is read over a direct connection: its client connections must stay at or below
// the pooler's limit (default_pool_size + reserve_pool_size), whatever the three APIs' pools (3 × (10 + 3)).
//   npm run load:pgbouncer -w @inercise/api        (LOAD_SECONDS, LOAD_CLIENTS, PGBOUNCER_POOL_SIZE to change it)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openPostgres } from '../src/db/database.ts';
import { seed } from '../src/db/seed/seed.ts';
import { hashPassword } from '../src/features/users/passwords.ts';
import { freePort, startApiProcess, type ApiProcess } from '../src/test/process.ts';
import { startCluster } from '../scripts/pgCluster.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const APIS = 3;
const API_POOL = 10;
const POOL_SIZE = Number(process.env.PGBOUNCER_POOL_SIZE ?? 8);
const RESERVE = 2;
const LIMIT = POOL_SIZE + RESERVE;
const SHOPPERS = 20;
const PASSWORD = 'Bench-123!';

const which = (command: string) => {
  try {
    return execFileSync('sh', ['-c', `command -v ${command} || ls /usr/sbin/${command}`], { encoding: 'utf8' }).trim().split('\n')[0]!;
  } catch {
    return null;
  }
};
const pgbouncerBin = which('pgbouncer');
if (!pgbouncerBin) {
  console.log('skipped: no pgbouncer (apt-get install -y pgbouncer)');
  process.exit(0);
}
/** PgBouncer keeps named statements in transaction mode from 1.21 on; before, the API sends them unnamed. */
const version = /(\d+)\.(\d+)/.exec(execFileSync(pgbouncerBin, ['--version'], { encoding: 'utf8' }))!;
const keepsPrepared = Number(version[1]) > 1 || Number(version[2]) >= 21;

const cluster = await startCluster();
if (!cluster) {
  console.log('skipped: no PostgreSQL binaries under /usr/lib/postgresql');
  process.exit(0);
}
const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'inercise-pgbouncer-'));
const apis: ApiProcess[] = [];
let bouncer: ChildProcess | null = null;
const monitor = new pg.Client({ connectionString: cluster.url });

const stopAll = async () => {
  await Promise.all(apis.map((api) => api.stop().catch(() => undefined)));
  if (bouncer && bouncer.exitCode === null) {
    bouncer.kill('SIGINT');
    await new Promise((resolve) => bouncer!.once('exit', resolve));
  }
  await monitor.end().catch(() => undefined);
  cluster.stop();
  rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll().then(() => process.exit(130)));

try {
  // The schema, the shop's data and the shoppers, directly (the release step's way).
  const direct = openPostgres(cluster.url, 2);
  await migrate(direct.db);
  await seed(direct.db);
  const hash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: SHOPPERS }, (_, i) => `load.${i}.${Date.now()}@example.com`);
  await direct.db.insertInto('app_user').values(emails.map((email) => ({ email, password_hash: hash, active: true }))).execute();
  await direct.close();

  // PgBouncer, as the deploy runs it (deploy/k8s/pgbouncer.yaml), on loopback; the cluster trusts loopback.
  const port = await freePort();
  writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `postgres = host=127.0.0.1 port=${cluster.port} dbname=postgres connect_query='SET statement_timeout = 15000'`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 500',
      `default_pool_size = ${POOL_SIZE}`,
      `reserve_pool_size = ${RESERVE}`,
      ...(keepsPrepared ? ['max_prepared_statements = 500'] : []),
      'ignore_startup_parameters = statement_timeout',
      'admin_users = postgres',
      '',
    ].join('\n'),
  );
  if (asRoot) {
    // PgBouncer refuses to run as root: as PostgreSQL's user, like the cluster.
    execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    chmodSync(dir, 0o755);
  }
  const argv = [pgbouncerBin, join(dir, 'pgbouncer.ini')];
  bouncer = asRoot ? spawn('runuser', ['-u', 'postgres', '--', ...argv], { stdio: ['ignore', 'ignore', 'pipe'] }) : spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
  let bouncerLog = '';
  bouncer.stderr!.on('data', (chunk: Buffer) => (bouncerLog += chunk.toString()));
  for (let tries = 0; ; tries += 1) {
    try {
      const probe = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await probe.connect();
      await probe.end();
      break;
    } catch (error) {
      if (tries > 50 || bouncer.exitCode !== null) throw new Error(`pgbouncer did not start: ${String(error)}\n${bouncerLog}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  // Three APIs through it, each with a pool of 10 and the mail queue's 3.
  const env = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
    DATABASE_POOL_MAX: String(API_POOL),
    DATABASE_PREPARED_STATEMENTS: keepsPrepared ? 'on' : 'off',
    JWT_SECRET: 'load-test-secret-shared-by-the-three-apis',
    RETENTION_SCHEDULE: 'off',
    RATE_LIMIT_MAX: '100000',
    ACCOUNT_RATE_LIMIT_MAX: '100000',
  };
  for (let i = 0; i < APIS; i += 1) apis.push(await startApiProcess(join(dir, `api-${i}`), await freePort(), env));

  // Each shopper logged in once, on one of the APIs (a token is good on all three: one secret).
  const shoppers: { token: string; cookie: string }[] = [];
  for (const [i, email] of emails.entries()) {
    const login = await fetch(`${apis[i % APIS]!.url}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: PASSWORD }) });
    if (login.status !== 200) throw new Error(`login ${login.status}: ${await login.text()}`);
    shoppers.push({ token: login.headers.get('access_token')!, cookie: /^inercise_refresh=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]! });
  }
  const products = ((await (await fetch(`${apis[0]!.url}/products`)).json()) as { content: { id: number }[] }).content.map((p) => p.id);

  // PostgreSQL's view, over a connection of its own (not through the pooler).
  await monitor.connect();
  const serverConnections = async () =>
    Number((await monitor.query("select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()")).rows[0].n);
  let peak = 0;
  const samples: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const n = await serverConnections();
      samples.push(n);
      peak = Math.max(peak, n);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  // 200 clients browsing at once: a page view is the catalogue, a product, and for a logged-in one the cart (every
  // fourth page view also its session refresh).
  const latencies: number[] = [];
  let failures = 0;
  const failed: Record<string, number> = {};
  const until = Date.now() + SECONDS * 1000;
  const get = async (url: string, init: RequestInit = {}) => {
    const started = performance.now();
    const answer = await fetch(url, init);
    await answer.arrayBuffer();
    latencies.push(performance.now() - started);
    if (answer.status >= 400) {
      failures += 1;
      const key = `${init.method ?? 'GET'} ${new URL(url).pathname.replace(/\d+/g, 'n')} ${answer.status}`;
      failed[key] = (failed[key] ?? 0) + 1;
    }
  };
  const client = async (n: number) => {
    let views = 0;
    while (Date.now() < until) {
      const api = apis[(n + views) % APIS]!;
      const shopper = n % 2 === 0 ? shoppers[n % SHOPPERS]! : null;
      views += 1;
      if (shopper && views % 4 === 0) await get(`${api.url}/users/refresh`, { method: 'POST', headers: { cookie: `inercise_refresh=${shopper.cookie}` } });
      await get(`${api.url}/products`, { headers: { 'accept-encoding': 'gzip' } });
      await get(`${api.url}/products/${products[(n + views) % products.length]}`);
      if (shopper) await get(`${api.url}/cart`, { headers: { authorization: `Bearer ${shopper.token}` } });
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  const elapsed = (performance.now() - startedAt) / 1000;
  sampling = false;
  await sampler;

  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/pgbouncer` });
  await admin.connect();
  const pools = (await admin.query('SHOW POOLS')).rows.find((row: { database: string }) => row.database === 'postgres') as Record<string, number> | undefined;
  const clientsAtBouncer = (await admin.query('SHOW CLIENTS')).rows.length;
  await admin.end();

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(0);
  const total = latencies.length;
  console.log(`PgBouncer ${version[0]} (${keepsPrepared ? 'named statements kept' : 'DATABASE_PREPARED_STATEMENTS=off'}), pool ${POOL_SIZE} + reserve ${RESERVE}, transaction mode`);
  console.log(`${APIS} API processes × (pool ${API_POOL} + mail queue 3) = up to ${APIS * (API_POOL + 3)} connections to PgBouncer; ${clientsAtBouncer} client connections open at PgBouncer at the end`);
  console.log(`${CLIENTS} clients for ${elapsed.toFixed(1)} s: ${total} requests (${(total / elapsed).toFixed(0)}/s), ${failures} failed ${JSON.stringify(failed)}, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms`);
  console.log(`PostgreSQL client connections (pg_stat_activity, every 100 ms, ${samples.length} samples): peak ${peak}, median ${samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]}, the pooler's limit ${LIMIT}`);
  if (pools) console.log(`PgBouncer's pool at the end: ${JSON.stringify(pools)}`);
  const pass = peak <= LIMIT && failures === 0;
  console.log(pass ? `PASS: PostgreSQL held at ${peak} ≤ ${LIMIT} connections, no request failed` : `FAIL: ${peak > LIMIT ? `${peak} > ${LIMIT} connections` : ''} ${failures > 0 ? `${failures} failed requests` : ''}`);
  process.exitCode = pass ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
