// The web servers' side doors: /metrics only for the scraper's token in production, HSTS where the shop is served
// over https, and cross-origin reads only of the files the shell loads from the remotes, never of a page.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { remoteSettings, shellSettings } from '../src/environment.ts';
import { createRemoteServer } from '../src/remoteServer.ts';
import { createShellServer } from '../src/shellServer.ts';
import { HSTS_VALUE } from '../src/transportSecurity.ts';
import { capturedLogger, fakeApi, remoteBuild, serve, shellBuild } from './fixtures.ts';

const TOKEN = 'scrape-token-scrape-token-scrape-token';

describe('the web servers in production', () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let remote: Awaited<ReturnType<typeof serve>>;
  let shell: Awaited<ReturnType<typeof serve>>;
  let closedShell: Awaited<ReturnType<typeof serve>>;

  before(async () => {
    api = await fakeApi();
    const security = { metricsToken: TOKEN, production: true, hsts: true };
    remote = await serve(
      createRemoteServer({
        distDir: remoteBuild(),
        publicUrl: 'https://catalog.example.com/',
        apiUrl: api.url,
        logger: capturedLogger('mf-catalog').logger,
        security,
      }).handle,
    );
    const configPath = join(mkdtempSync(join(tmpdir(), 'shell-config-')), 'runtime-config.json');
    writeFileSync(configPath, JSON.stringify({ apiUrl: api.url, remotes: { 'mf-catalog': `${remote.url}/mf-manifest.json` } }));
    const shellOptions = { distDir: shellBuild(), runtimeConfigPath: configPath, logger: capturedLogger('shell').logger, firstScreenTimeoutMs: 300 };
    shell = await serve(createShellServer({ ...shellOptions, security }).handle);
    closedShell = await serve(createShellServer({ ...shellOptions, security: { metricsToken: null, production: true, hsts: false } }).handle);
  });
  after(async () => {
    await closedShell.close();
    await shell.close();
    await remote.close();
    await api.close();
  });

  test('answers /metrics only to the bearer token, and to nobody without one', async () => {
    for (const base of [shell.url, remote.url]) {
      const refused = await fetch(`${base}/metrics`);
      assert.equal(refused.status, 401, base);
      assert.doesNotMatch(await refused.text(), /http_request_duration/);
      assert.equal((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status, 401);
      const read = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(read.status, 200);
      assert.match(await read.text(), /service_ready/);
      assert.equal((await fetch(`${base}/health/live`)).status, 200, 'the probes stay open');
    }
    assert.equal((await fetch(`${closedShell.url}/metrics`)).status, 401);
  });

  test('sends HSTS on pages, files and refusals when served over https', async () => {
    for (const url of [`${shell.url}/`, `${shell.url}/main.js`, `${shell.url}/missing.js`, `${remote.url}/remoteEntry.js`, `${remote.url}/`]) {
      assert.equal((await fetch(url)).headers.get('strict-transport-security'), HSTS_VALUE, url);
    }
    assert.equal((await fetch(`${closedShell.url}/`)).headers.get('strict-transport-security'), null);
  });

  test('lets other origins read the remotes’ scripts, manifests and styles, but no page', async () => {
    const crossOrigin = async (url: string, init: RequestInit = {}) => (await fetch(url, init)).headers.get('access-control-allow-origin');
    // What the shell's page loads from a remote's origin.
    assert.equal(await crossOrigin(`${remote.url}/remoteEntry.js`), '*');
    assert.equal(await crossOrigin(`${remote.url}/mf-manifest.json`), '*');
    assert.equal(await crossOrigin(`${remote.url}/chunk.0123abcd.js`), '*');
    assert.equal(await crossOrigin(`${remote.url}/`, { method: 'OPTIONS' }), '*');
    assert.equal(await crossOrigin(`${shell.url}/layout.0a1b2c3d4e.css`), '*');
    // Pages: the shop's documents, the remote's standalone page, and what is not a file.
    for (const url of [
      `${shell.url}/`,
      `${shell.url}/en/shop`,
      `${shell.url}/index.html`,
      `${remote.url}/`,
      `${remote.url}/index.html`,
      `${remote.url}/en/shop`,
      `${shell.url}/health/ready`,
      `${shell.url}/missing.js`,
    ]) {
      assert.equal(await crossOrigin(url), null, url);
    }
  });
});

test('production wants METRICS_TOKEN unless METRICS=off, and sends HSTS when the public address is https', () => {
  const cwd = { defaultPort: 3001, cwd: '/' };
  const remote = { NODE_ENV: 'production', PUBLIC_URL: 'https://catalog.example.com/', API_URL: 'https://api.example.com' };
  assert.deepEqual(remoteSettings(remote, cwd).problems, [
    'METRICS_TOKEN is required in production (the bearer token Prometheus reads /metrics with), or METRICS=off',
  ]);
  assert.deepEqual(remoteSettings({ ...remote, METRICS: 'off' }, cwd).problems, []);
  assert.deepEqual(remoteSettings({ ...remote, METRICS_TOKEN: TOKEN }, cwd).security, { metricsToken: TOKEN, production: true, hsts: true });
  assert.equal(remoteSettings({ ...remote, METRICS_TOKEN: TOKEN, HSTS: 'off' }, cwd).security.hsts, false);
  assert.equal(remoteSettings({ ...remote, METRICS_TOKEN: TOKEN, PUBLIC_URL: 'http://catalog.internal/' }, cwd).security.hsts, false, 'no https, no HSTS');
  assert.equal(
    remoteSettings({ ...remote, METRICS_TOKEN: TOKEN, PUBLIC_URL: 'http://catalog.internal/', HSTS: 'on' }, cwd).security.hsts,
    true,
    'TLS in front: said so',
  );
  const shell = { NODE_ENV: 'production', RUNTIME_CONFIG: '/config/runtime-config.json', PUBLIC_URL: 'https://shop.example.com' };
  assert.deepEqual(shellSettings(shell, cwd).problems, [
    'METRICS_TOKEN is required in production (the bearer token Prometheus reads /metrics with), or METRICS=off',
  ]);
  assert.deepEqual(shellSettings({ ...shell, METRICS_TOKEN: TOKEN }, cwd).security, { metricsToken: TOKEN, production: true, hsts: true });
  // A local run: open metrics, no HSTS, nothing required.
  assert.deepEqual(shellSettings({}, cwd).security, { metricsToken: null, production: false, hsts: false });
  assert.deepEqual(shellSettings({ HSTS: 'on' }, cwd).security.hsts, true);
});
