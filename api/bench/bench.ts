// Load test on loopback: GET /products and GET /cart (logged in) against a bare Fastify route returning a
// constant, in the same run. The servers run in child processes; autocannon here. Bounded: BENCH_SECONDS
// per target (default 8), 10 connections.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 10;
const serverScript = fileURLToPath(new URL('./servers.ts', import.meta.url));

const start = (mode: 'api' | 'bare') =>
  new Promise<{ child: ChildProcess; info: { port: number; email?: string; kind?: string } }>((resolve, reject) => {
    const child = fork(serverScript, [mode], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (info) => resolve({ child, info: info as { port: number } }));
    child.once('exit', (code) => reject(new Error(`${mode} server exited ${code}`)));
  });

const ask = <T>(child: ChildProcess, message: string) =>
  new Promise<T>((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });

const measure = async (title: string, url: string, headers: Record<string, string> = {}) => {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
};

const api = await start('api');
const bare = await start('bare');
const base = `http://127.0.0.1:${api.info.port}`;
try {
  const login = await fetch(`${base}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: api.info.email, password: 'Bench-123!' }) });
  const auth = { authorization: `Bearer ${login.headers.get('access_token')}` };
  // A realistic cart: three lines with their options.
  const products = (await (await fetch(`${base}/products`)).json()) as { content: { id: number; properties: { propertyType: { name: string }; values: { id: number; value: string; available: boolean }[] }[] }[] };
  for (const product of products.content.slice(0, 3)) {
    const body = product.properties.map((p) => {
      const v = p.values.find((x) => x.available)!;
      return { id: v.id, value: v.value, propertyType: p.propertyType };
    });
    await fetch(`${base}/cart/add-product/${product.id}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  console.log(`backend: ${api.info.kind}; ${seconds}s per target, ${connections} connections, loopback`);
  const results = [
    await measure('bare Fastify constant', `http://127.0.0.1:${bare.info.port}/constant`),
    await measure('GET /products', `${base}/products`),
    await measure('GET /cart (logged in)', `${base}/cart`, auth),
  ];
  const reference = results[0]!.rps;
  for (const r of results) {
    console.log(`${r.title.padEnd(24)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ratio ${(r.rps / reference).toFixed(3)}`);
  }
  const { rss } = await ask<{ rss: number }>(api.child, 'memory');
  console.log(`API resident memory after load: ${(rss / 1024 / 1024).toFixed(0)} MB`);
} finally {
  for (const { child } of [api, bare]) {
    child.removeAllListeners('exit');
    child.send('stop');
  }
}
