// Load test on loopback: GET /products and GET /cart (logged in) against a bare Fastify route returning a
// constant, in the same run; on PGlite, and on a throwaway PostgreSQL server when its binaries exist.
// Servers run in child processes, autocannon here. Bounded: BENCH_SECONDS per target (default 5), 10
// connections. Prints a table and writes bench/results/api.json at the repository root.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startCluster } from '../scripts/pgCluster.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;
const serverScript = fileURLToPath(new URL('./servers.ts', import.meta.url));
const resultsDir = fileURLToPath(new URL('../../bench/results/', import.meta.url));

/** What a browser sends for the catalogue (every current browser accepts br and gzip). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const budgets = { products: 0.5, cart: { pglite: 0.04, postgres: 0.1 }, rssMb: { pglite: 500, postgres: 200 } };

interface Server {
  child: ChildProcess;
  info: { port: number; email?: string; kind?: 'pglite' | 'postgres' };
}

/** The V8 settings the API's image runs with (its Dockerfile's NODE_OPTIONS): the memory measured is production's. */
const imageNodeOptions = (/^\s*NODE_OPTIONS=(\S+)/m.exec(readFileSync(fileURLToPath(new URL('../Dockerfile', import.meta.url)), 'utf8'))?.[1] ?? '').split(' ').filter(Boolean);

const start = (mode: 'api' | 'bare', env: NodeJS.ProcessEnv = process.env) =>
  new Promise<Server>((resolve, reject) => {
    const child = fork(serverScript, [mode], { env, execArgv: ['--import', 'tsx', ...imageNodeOptions], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (info) => resolve({ child, info: info as Server['info'] }));
    child.once('exit', (code) => reject(new Error(`${mode} server exited ${code}`)));
  });

const ask = <T>(child: ChildProcess, message: string) =>
  new Promise<T>((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.send('stop');
  });

interface Measurement {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
}

const measure = async (title: string, url: string, headers: Record<string, string> = {}): Promise<Measurement> => {
  // One second unmeasured first: JIT warm-up and first-use work (catalogue compression) are not load.
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)) };
};

/** Logs in and fills a realistic cart: three lines with their options. */
const prepareCart = async (base: string, email: string) => {
  const login = await fetch(`${base}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: 'Bench-123!' }) });
  const auth = { authorization: `Bearer ${login.headers.get('access_token')}` };
  const products = (await (await fetch(`${base}/products`)).json()) as { content: { id: number; properties: { propertyType: { name: string }; values: { id: number; value: string; available: boolean }[] }[] }[] };
  for (const product of products.content.slice(0, 3)) {
    const body = product.properties.map((p) => {
      const v = p.values.find((x) => x.available)!;
      return { id: v.id, value: v.value, propertyType: p.propertyType };
    });
    const added = await fetch(`${base}/cart/add-product/${product.id}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (added.status !== 200) throw new Error(`add to cart: ${added.status}`);
  }
  return auth;
};

/** One backend: the catalogue (as browsers ask, and uncompressed), the cart, then the API's memory. */
const runBackend = async (env: NodeJS.ProcessEnv) => {
  const api = await start('api', env);
  try {
    const base = `http://127.0.0.1:${api.info.port}`;
    const auth = await prepareCart(base, api.info.email!);
    const products = await measure('GET /products', `${base}/products`, BROWSER);
    const productsIdentity = await measure('GET /products (no compression)', `${base}/products`);
    const cart = await measure('GET /cart (logged in)', `${base}/cart`, auth);
    const memory = await ask<NodeJS.MemoryUsage>(api.child, 'memory');
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    const parts = { heapUsedMb: mb(memory.heapUsed), heapTotalMb: mb(memory.heapTotal), externalMb: mb(memory.external), arrayBuffersMb: mb(memory.arrayBuffers) };
    return { kind: api.info.kind!, products, productsIdentity, cart, rssMb: mb(memory.rss), memory: parts };
  } finally {
    await stop(api);
  }
};

const bare = await start('bare');
const bareUrl = `http://127.0.0.1:${bare.info.port}/constant`;
let cluster: Awaited<ReturnType<typeof startCluster>> = null;
try {
  // The bare route is measured before and after, and the better of the two is the reference: the machine
  // is shared, and a ratio against a bare figure that happened to be slowed down would flatter the API.
  const bareBefore = await measure('bare Fastify constant', bareUrl);
  // BENCH_BACKENDS=postgres (or pglite) measures one backend only.
  const only = process.env.BENCH_BACKENDS;
  const backends = only === 'postgres' ? [] : [await runBackend(process.env)];
  cluster = only === 'pglite' ? null : await startCluster();
  if (cluster) backends.push(await runBackend({ ...process.env, DATABASE_URL: cluster.url }));
  const bareAfter = await measure('bare Fastify constant', bareUrl);
  const reference = Math.max(bareBefore.rps, bareAfter.rps);

  const ratio = (m: Measurement) => Number((m.rps / reference).toFixed(3));
  const line = (backend: string, m: Measurement) =>
    `${backend.padEnd(9)} ${m.title.padEnd(32)} ${m.rps.toFixed(0).padStart(7)} req/s  p50 ${String(m.p50).padStart(3)} ms  p99 ${String(m.p99).padStart(4)} ms  ${String(m.bytesPerResponse).padStart(6)} B/answer  ratio ${ratio(m).toFixed(3)}`;
  console.log(`${seconds}s per target, ${connections} connections, loopback, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`);
  console.log(line('-', bareBefore));
  console.log(line('-', bareAfter));
  for (const b of backends) for (const m of [b.products, b.productsIdentity, b.cart]) console.log(line(b.kind, m));
  for (const b of backends) {
    const m = b.memory;
    console.log(`${b.kind}: API resident memory after the load ${b.rssMb} MB (budget ${budgets.rssMb[b.kind]} MB): JS heap ${m.heapUsedMb} of ${m.heapTotalMb} MB, outside it ${m.externalMb} MB (buffers ${m.arrayBuffersMb} MB)`);
  }
  if (!cluster) console.log('postgres: skipped (no PostgreSQL binaries under /usr/lib/postgresql)');

  const report = {
    date: new Date().toISOString(),
    seconds,
    connections,
    cores: cpus().length,
    bare: { rps: Math.round(reference), before: Math.round(bareBefore.rps), after: Math.round(bareAfter.rps) },
    backends: backends.map((b) => ({
      kind: b.kind,
      products: { ...b.products, rps: Math.round(b.products.rps), ratio: ratio(b.products), budget: budgets.products, headers: BROWSER },
      productsIdentity: { ...b.productsIdentity, rps: Math.round(b.productsIdentity.rps), ratio: ratio(b.productsIdentity) },
      cart: { ...b.cart, rps: Math.round(b.cart.rps), ratio: ratio(b.cart), budget: budgets.cart[b.kind] },
      rssMb: b.rssMb,
      memory: b.memory,
      rssBudgetMb: budgets.rssMb[b.kind],
    })),
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(`${resultsDir}api.json`, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${resultsDir}api.json`);
} finally {
  await stop(bare);
  cluster?.stop();
}
