import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { connect as openSocket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { releaseStoreFrom } from '../src/store/releaseStore.ts';
import { compiledEntry, fakeApi, freePort, objectStore, remoteBuild, remoteRelease, shellBuild } from './fixtures.ts';


/**
 * Runs a server's entry as its container would, and waits for it to listen.
 */
async function start(entry: 'serve-shell' | 'serve-remote', env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [compiledEntry(entry)], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited: Promise<number | null> = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 15 s:\n${output}`)), 15_000);
    const check = () => {
      if (/listening on/.test(output)) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code} before listening:\n${output}`));
    });
  });
  return { child, exited, output: () => output };
}

/**
 * The problems a refusing server logged (JSON lines on stdout, level fatal).
 */
const refusals = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .filter((line) => line.level === 60)
    .map((line) => line.problem);

test('in production, a remote server without its public URL and API refuses to start, naming each', async () => {
  const child = spawn(process.execPath, [compiledEntry('serve-remote')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DIST_DIR: remoteBuild(), API_URL: 'ftp://api' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  // 'close', not 'exit': the process may exit before its last output is read.
  const code = await new Promise((resolve) => child.once('close', resolve));
  assert.equal(code, 1);
  // Each problem is its own log line; lines written to a busy pipe can arrive out of order, so they are compared as a set.
  assert.deepEqual(refusals(output).sort(), [
    'API_URL must be an http(s) URL',
    'METRICS_TOKEN is required in production (the bearer token Prometheus reads /metrics with), or METRICS=off',
    'PUBLIC_URL is required in production',
  ]);
});

test('in production, the shell server without RUNTIME_CONFIG refuses to start', async () => {
  const child = spawn(process.execPath, [compiledEntry('serve-shell')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DIST_DIR: shellBuild() },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  assert.equal(await new Promise((resolve) => child.once('close', resolve)), 1);
  assert.ok(refusals(output).includes('RUNTIME_CONFIG (the path of runtime-config.json) is required in production'), output);
});

test('on SIGTERM a server finishes the request in flight, takes no new connection, and exits 0', async () => {
  const api = await fakeApi();
  const port = await freePort();
  const server = await start('serve-remote', {
    DIST_DIR: remoteBuild(),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}/`,
    API_URL: api.url,
    NODE_ENV: 'production',
    METRICS_TOKEN: 'scrape-token-scrape-token-scrape-token',
    LOG_LEVEL: 'info',
  });
  try {
    assert.equal((await fetch(`http://127.0.0.1:${port}/health/ready`)).status, 200);
    // The first screen waits on the API, which holds its answer: a request in flight.
    api.hold();
    const inFlight = fetch(`http://127.0.0.1:${port}/first-screen?path=%2Fen%2Fshop&lang=en`);
    await waitFor(() => api.received.length > 0);
    server.child.kill('SIGTERM');
    await waitFor(() => /stopping/.test(server.output()));
    // New connections are refused from now on.
    await assert.rejects(connect(port), /ECONNREFUSED/);
    api.release();
    const answer = await inFlight;
    assert.equal(answer.status, 200);
    assert.match(await answer.text(), /en \/en\/shop 2/);
    assert.equal(await server.exited, 0);
  } finally {
    server.child.kill('SIGKILL');
    await api.close();
  }
});

test('the shell server reads runtime-config.json from RUNTIME_CONFIG and answers its health', async () => {
  const port = await freePort();
  const configPath = join(mkdtempSync(join(tmpdir(), 'shell-config-')), 'runtime-config.json');
  writeFileSync(configPath, JSON.stringify({ apiUrl: 'http://127.0.0.1:9', remotes: { 'mf-catalog': 'http://127.0.0.1:9/mf-manifest.json' } }));
  const token = 'scrape-token-scrape-token-scrape-token';
  const server = await start('serve-shell', {
    DIST_DIR: shellBuild(),
    PORT: String(port),
    RUNTIME_CONFIG: configPath,
    PUBLIC_URL: `http://127.0.0.1:${port}/`,
    NODE_ENV: 'production',
    METRICS_TOKEN: token,
  });
  try {
    assert.equal((await fetch(`http://127.0.0.1:${port}/health/live`)).status, 200);
    // METRICS_TOKEN reaches the server: the scraper's token reads /metrics, nobody else.
    assert.equal((await fetch(`http://127.0.0.1:${port}/metrics`)).status, 401);
    assert.equal((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status, 200);
    assert.equal((await fetch(`http://127.0.0.1:${port}/health/ready`)).status, 200);
    const config = await fetch(`http://127.0.0.1:${port}/runtime-config.json`);
    assert.equal(config.status, 200);
    assert.match(await config.text(), /127\.0\.0\.1:9\/mf-manifest\.json/);
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
  } finally {
    server.child.kill('SIGKILL');
  }
});

function connect(port: number) {
  return new Promise((resolve, reject) => {
    const socket = openSocket({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('error', reject);
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('a remote started from an image that carries a release adds it to RELEASES_DIR, beside the releases already there, and serves them all', async () => {
  const releasesDir = mkdtempSync(join(tmpdir(), 'shared-releases-'));
  remoteRelease(releasesDir, '1.0.0+before');
  const dist = remoteBuild();
  writeFileSync(
    join(dist, 'release.json'),
    JSON.stringify({ name: 'mf-catalog', version: '1.1.0+image', commit: 'image', contractMajor: 1, releasedAt: new Date().toISOString() }),
  );
  const port = await freePort();
  const server = await start('serve-remote', { PORT: String(port), DIST_DIR: dist, RELEASES_DIR: releasesDir, LOG_LEVEL: 'info' });
  try {
    assert.deepEqual(readdirSync(releasesDir).sort(), ['1.0.0+before', '1.1.0+image']);
    for (const version of ['1.0.0%2Bbefore', '1.1.0%2Bimage'])
      assert.equal((await fetch(`http://127.0.0.1:${port}/releases/${version}/remoteEntry.js`)).status, 200);
    assert.match(server.output(), /"release":"1\.1\.0\+image","installed":true/);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

test("with object storage and no shared disk: a remote adds its image's release to the store and serves the releases kept there from its own copy", async () => {
  const s3 = await objectStore();
  const { store } = releaseStoreFrom(s3.env, 'mf-catalog', '');
  const built = mkdtempSync(join(tmpdir(), 'built-'));
  remoteRelease(built, '1.0.0+before');
  await store.put('1.0.0+before', join(built, '1.0.0+before'));
  const dist = remoteBuild();
  writeFileSync(
    join(dist, 'release.json'),
    JSON.stringify({ name: 'mf-catalog', version: '1.1.0+image', commit: 'image', contractMajor: 1, releasedAt: new Date().toISOString() }),
  );
  const port = await freePort();
  const cache = mkdtempSync(join(tmpdir(), 'release-copy-'));
  const server = await start('serve-remote', {
    PORT: String(port),
    DIST_DIR: dist,
    SERVICE_NAME: 'mf-catalog',
    RELEASES_CACHE_DIR: cache,
    LOG_LEVEL: 'info',
    ...s3.env,
  });
  try {
    assert.deepEqual(
      (await store.list()).map((release) => release.version),
      ['1.1.0+image', '1.0.0+before'],
    );
    for (const version of ['1.0.0%2Bbefore', '1.1.0%2Bimage'])
      assert.equal((await fetch(`http://127.0.0.1:${port}/releases/${version}/remoteEntry.js`)).status, 200);
    assert.deepEqual(readdirSync(cache).sort(), ['1.0.0+before', '1.1.0+image']);
    assert.match(server.output(), /"release":"1\.1\.0\+image","installed":true/);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await s3.close();
  }
});
