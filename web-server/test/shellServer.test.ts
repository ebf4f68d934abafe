import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createRemoteServer } from '../src/remoteServer.ts';
import { useInternalOrigins } from '../src/requestContext.ts';
import { createShellServer } from '../src/shellServer.ts';
import { capturedLogger, fakeApi, jsonOf, metricValue, remoteBuild, serve, shellBuild } from './fixtures.ts';

describe("the shell's server", () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let catalog: Awaited<ReturnType<typeof serve>>;
  let shell: Awaited<ReturnType<typeof serve>>;
  let app: ReturnType<typeof createShellServer>;
  const configPath = join(mkdtempSync(join(tmpdir(), 'shell-config-')), 'runtime-config.json');
  const catalogLogs = capturedLogger('mf-catalog');
  const shellLogs = capturedLogger('shell');
  const writeConfig = (remotes: Record<string, string>) => writeFileSync(configPath, JSON.stringify({ apiUrl: api.url, remotes }));

  before(async () => {
    api = await fakeApi();
    catalog = await serve(
      createRemoteServer({ distDir: remoteBuild(), publicUrl: 'http://cdn.example.com/catalog/', apiUrl: api.url, logger: catalogLogs.logger }).handle,
    );
    writeConfig({ 'mf-catalog': `${catalog.url}/mf-manifest.json`, 'mf-cart-checkout': 'https://cart.example.com/mf-manifest.json' });
    app = createShellServer({ distDir: shellBuild(), runtimeConfigPath: configPath, logger: shellLogs.logger, firstScreenTimeoutMs: 300 });
    shell = await serve(app.handle);
  });
  after(async () => {
    await shell.close();
    await catalog.close();
    await api.close();
  });

  test("composes a page with the route owner's first screen, under one request id from the page to the API", async () => {
    const response = await fetch(`${shell.url}/en/shop`, { headers: { 'x-request-id': 'shopper-7' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-request-id'), 'shopper-7');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const html = await response.text();
    assert.match(html, /<div id="app-mf-catalog"><h1>en \/en\/shop 2<\/h1><\/div>/);
    // A page with its first screen preloads nothing: it is on screen already.
    assert.equal(response.headers.get('link'), null);
    assert.deepEqual(api.received.at(-1), { path: '/products', requestId: 'shopper-7' });
    assert.ok(catalogLogs.lines.some((line) => line.requestId === 'shopper-7' && line.route === 'first-screen'));
    assert.ok(shellLogs.lines.some((line) => line.requestId === 'shopper-7' && line.route === 'page' && line.path === '/en/shop'));
  });

  test('sends a Content-Security-Policy naming only its own origin, the remotes of the config and the API', async () => {
    const policy = (await fetch(`${shell.url}/`)).headers.get('content-security-policy') ?? '';
    assert.match(policy, new RegExp(`script-src 'self' ${catalog.url} https://cart.example.com;`));
    assert.match(policy, new RegExp(`connect-src 'self' ${catalog.url} https://cart.example.com ${api.url};`));
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
    assert.match(policy, /frame-ancestors 'none'/);
  });

  test('takes an edited runtime-config.json at the next request, keeps the last good one while the file is broken', async () => {
    writeConfig({ 'mf-catalog': 'http://127.0.0.1:9/v2/mf-manifest.json' });
    const moved = await fetch(`${shell.url}/runtime-config.json`);
    // Resolved for each shopper (their releases): never kept by a cache.
    assert.equal(moved.headers.get('cache-control'), 'no-store');
    assert.deepEqual((await jsonOf(moved)).remotes, { 'mf-catalog': 'http://127.0.0.1:9/v2/mf-manifest.json' });
    assert.match((await fetch(`${shell.url}/`)).headers.get('content-security-policy') ?? '', /script-src 'self' http:\/\/127\.0\.0\.1:9;/);
    writeFileSync(configPath, '{ "apiUrl": ');
    assert.deepEqual((await jsonOf(await fetch(`${shell.url}/runtime-config.json`))).remotes, { 'mf-catalog': 'http://127.0.0.1:9/v2/mf-manifest.json' });
    assert.equal((await fetch(`${shell.url}/health/ready`)).status, 200);
    assert.ok(shellLogs.lines.some((line) => line.level === 40 && /not usable/.test(line.msg)));
    writeConfig({ 'mf-catalog': `${catalog.url}/mf-manifest.json`, 'mf-cart-checkout': 'https://cart.example.com/mf-manifest.json' });
  });

  test('sends the page without its first screen when the remote is too slow, preloading what the page will need', async () => {
    api.hold();
    try {
      const response = await fetch(`${shell.url}/en/shop`);
      assert.equal(response.status, 200);
      assert.match(await response.text(), /<div id="app-mf-catalog"><\/div>/);
      assert.match(response.headers.get('link') ?? '', new RegExp(`<${catalog.url}/mf-manifest.json>; rel=preload; as=fetch`));
      assert.match(response.headers.get('link') ?? '', /<https:\/\/cart\.example\.com\/remoteEntry\.js>; rel=preload; as=script/);
    } finally {
      api.release();
    }
    const metrics = await (await fetch(`${shell.url}/metrics`)).text();
    assert.equal(metricValue(metrics, 'first_screen_timeouts_total', { service: 'shell', remote: 'mf-catalog' }), 1);
    assert.equal(metricValue(metrics, 'first_screen_fetch_duration_seconds_count', { service: 'shell', remote: 'mf-catalog', outcome: 'timeout' }), 1);
    assert.ok((metricValue(metrics, 'first_screen_fetch_duration_seconds_count', { service: 'shell', remote: 'mf-catalog', outcome: 'drawn' }) ?? 0) >= 1);
    assert.ok((metricValue(metrics, 'http_request_duration_seconds_count', { service: 'shell', method: 'GET', route: 'page', status_code: '200' }) ?? 0) >= 1);
  });

  test('reaches a remote named by its public address at the internal one INTERNAL_ORIGINS gives', async () => {
    useInternalOrigins({ 'https://catalog.shop.invalid': catalog.url });
    writeConfig({ 'mf-catalog': 'https://catalog.shop.invalid/mf-manifest.json' });
    try {
      const html = await (await fetch(`${shell.url}/en/shop`)).text();
      assert.match(html, /<div id="app-mf-catalog"><h1>en \/en\/shop 2<\/h1><\/div>/);
      // The page still names the public address.
      assert.match((await fetch(`${shell.url}/`)).headers.get('content-security-policy') ?? '', /script-src 'self' https:\/\/catalog\.shop\.invalid;/);
    } finally {
      writeConfig({ 'mf-catalog': `${catalog.url}/mf-manifest.json`, 'mf-cart-checkout': 'https://cart.example.com/mf-manifest.json' });
    }
  });

  test('serves its files, 404 for a missing file, and never its server module', async () => {
    const main = await fetch(`${shell.url}/main.js`);
    assert.equal(main.status, 200);
    assert.equal((await fetch(`${shell.url}/missing.js`)).status, 404);
    assert.equal((await fetch(`${shell.url}/server/index.cjs`)).status, 404);
  });

  test('warms every remote up once the API answers', async () => {
    const before = catalogLogs.lines.filter((line) => line.route === 'first-screen').length;
    await app.warmUp(1);
    assert.equal(catalogLogs.lines.filter((line) => line.route === 'first-screen').length, before + 1);
  });

  test('is ready with its build and config, and not after it was told to stop', async () => {
    const ready = await fetch(`${shell.url}/health/ready`);
    assert.deepEqual(await ready.json(), { status: 'ok', checks: { build: 'ok', runtimeConfig: 'ok' } });
    app.markStopping();
    const stopping = await fetch(`${shell.url}/health/ready`);
    assert.equal(stopping.status, 503);
    assert.equal((await fetch(`${shell.url}/health/live`)).status, 200);
  });
});

test('a shell without a readable runtime config is not ready and answers pages with 503', async () => {
  const { logger } = capturedLogger();
  const shell = await serve(createShellServer({ distDir: shellBuild(), runtimeConfigPath: '/nonexistent/runtime-config.json', logger }).handle);
  try {
    const ready = await fetch(`${shell.url}/health/ready`);
    assert.equal(ready.status, 503);
    assert.match((await jsonOf(ready)).checks.runtimeConfig, /cannot be read/);
    assert.equal((await fetch(`${shell.url}/en/shop`)).status, 503);
  } finally {
    await shell.close();
  }
});

test("a shell serving a release still answers for an older release's hashed files, so pages opened on it go on", async () => {
  const releasesDir = mkdtempSync(join(tmpdir(), 'shell-releases-'));
  const older = join(releasesDir, '1.0.0+old');
  mkdirSync(older);
  writeFileSync(
    join(older, 'release.json'),
    JSON.stringify({ name: 'shell', version: '1.0.0+old', commit: 'old', contractMajor: 1, releasedAt: '2026-11-01T00:00:00.000Z' }),
  );
  writeFileSync(join(older, 'chunk.0a1b2c3d4e.js'), 'var older;');
  writeFileSync(join(older, 'notes.txt'), 'not hashed');
  const { logger } = capturedLogger();
  const configPath = join(mkdtempSync(join(tmpdir(), 'shell-config-')), 'runtime-config.json');
  writeFileSync(configPath, JSON.stringify({ apiUrl: 'http://127.0.0.1:9', remotes: {} }));
  const shell = await serve(createShellServer({ distDir: shellBuild(), releasesDir, runtimeConfigPath: configPath, logger }).handle);
  try {
    const chunk = await fetch(`${shell.url}/chunk.0a1b2c3d4e.js`);
    assert.equal(chunk.status, 200);
    assert.equal(await chunk.text(), 'var older;');
    // Only content-hashed names: anything else of an older release could be stale.
    assert.equal((await fetch(`${shell.url}/notes.txt`)).status, 404);
    assert.equal((await fetch(`${shell.url}/main.js`)).status, 200);
  } finally {
    await shell.close();
  }
});
