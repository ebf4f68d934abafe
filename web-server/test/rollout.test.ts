import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createRemoteServer } from '../src/remoteServer.ts';
import { promote, rollback, RolloutRefused, startCanary, verifyRelease } from '../src/rollout.ts';
import { createShellServer } from '../src/shellServer.ts';
import { capturedLogger, compiledEntry, fakeApi, jsonOf, metricValue, remoteBuild, remoteRelease, serve, shellBuild } from './fixtures.ts';

const rolloutBin = compiledEntry('rollout');

describe('releases of a remote behind the shell', () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let catalog: Awaited<ReturnType<typeof serve>>;
  let shell: Awaited<ReturnType<typeof serve>>;
  const configPath = join(mkdtempSync(join(tmpdir(), 'discovery-')), 'runtime-config.json');
  const shellLogs = capturedLogger('shell');
  const writeCatalog = (entry: Record<string, unknown>) =>
    writeFileSync(configPath, JSON.stringify({ apiUrl: api.url, remotes: { 'mf-catalog': { url: catalog.url, ...entry } } }));
  const doc = () => JSON.parse(readFileSync(configPath, 'utf8'));
  const configFor = async (cookie?: string) => {
    const response = await fetch(`${shell.url}/runtime-config.json`, cookie ? { headers: { cookie } } : {});
    return { response, config: await jsonOf(response) };
  };

  before(async () => {
    api = await fakeApi();
    const releasesDir = mkdtempSync(join(tmpdir(), 'catalog-releases-'));
    remoteRelease(releasesDir, '1.0.0+a');
    remoteRelease(releasesDir, '1.1.0+b');
    // Built against a contract major the shell does not have.
    remoteRelease(releasesDir, '2.0.0+c', { contractMajor: 2 });
    const { logger } = capturedLogger();
    catalog = await serve(createRemoteServer({ distDir: remoteBuild(), publicUrl: 'http://catalog.test/', apiUrl: api.url, logger, releasesDir }).handle);
    writeCatalog({ live: '1.0.0+a' });
    shell = await serve(
      createShellServer({ distDir: shellBuild(), runtimeConfigPath: configPath, logger: shellLogs.logger, firstScreenTimeoutMs: 500 }).handle,
    );
  });
  after(async () => {
    await shell.close();
    await catalog.close();
    await api.close();
  });

  test('sends every shopper the live release, its first screen drawn by that release, with no cookie while there is no canary', async () => {
    const { response, config } = await configFor();
    assert.equal(response.headers.get('set-cookie'), null);
    assert.deepEqual(config.remotes, { 'mf-catalog': `${catalog.url}/releases/1.0.0%2Ba/mf-manifest.json` });
    assert.deepEqual(config.releases, { 'mf-catalog': '1.0.0+a' });
    assert.deepEqual(config.fallbacks, {});
    assert.match(await (await fetch(`${shell.url}/en/shop`)).text(), /<h1>1\.0\.0\+a \/en\/shop /);
  });

  test('tells the rollout commands its contract major', async () => {
    assert.equal((await jsonOf(await fetch(`${shell.url}/release.json`))).contractMajor, 1);
  });

  test('keeps each shopper on one release of a canary, by a first-party cookie, and the share of shoppers on it', async () => {
    writeCatalog({ live: '1.0.0+a', canary: { release: '1.1.0+b', share: 50 } });
    const seen: Record<string, number> = {};
    for (let shopper = 0; shopper < 20; shopper += 1) {
      const first = await configFor();
      const cookie = (first.response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      assert.match(first.response.headers.get('set-cookie') ?? '', /^inercise_rollout=[0-9a-f]{32}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
      const release = first.config.releases['mf-catalog'];
      seen[release] = (seen[release] ?? 0) + 1;
      // Every later page and the page's own config: the same release, and no new cookie.
      const again = await configFor(cookie);
      assert.equal(again.config.releases['mf-catalog'], release);
      assert.equal(again.response.headers.get('set-cookie'), null);
      assert.match(await (await fetch(`${shell.url}/en/product`, { headers: { cookie } })).text(), new RegExp(`<h1>${release.replace(/[.+]/g, '\\$&')} `));
      // A canary shopper falls back to the live release, a live shopper to none (there is no previous).
      assert.deepEqual(again.config.fallbacks, release === '1.1.0+b' ? { 'mf-catalog': `${catalog.url}/releases/1.0.0%2Ba/mf-manifest.json` } : {});
    }
    assert.deepEqual(Object.keys(seen).sort(), ['1.0.0+a', '1.1.0+b']);
    const metrics = await (await fetch(`${shell.url}/metrics`)).text();
    assert.ok(
      (metricValue(metrics, 'remote_release_assignments_total', { service: 'shell', remote: 'mf-catalog', release: '1.1.0+b', cohort: 'canary' }) ?? 0) >= 1,
    );
  });

  test('sends shoppers to the previous release when the live one was built against another contract major, and counts it', async () => {
    writeCatalog({ live: '2.0.0+c', previous: '1.1.0+b' });
    const { config } = await configFor();
    assert.deepEqual(config.releases, { 'mf-catalog': '1.1.0+b' });
    assert.match(await (await fetch(`${shell.url}/en/shop`)).text(), /<h1>1\.1\.0\+b /);
    const metrics = await (await fetch(`${shell.url}/metrics`)).text();
    assert.equal(metricValue(metrics, 'remote_incompatible_total', { service: 'shell', remote: 'mf-catalog', release: '2.0.0+c', seen_by: 'shell-server' }), 1);
    assert.ok(shellLogs.lines.some((line) => line.msg === 'remote release refused' && line.release === '2.0.0+c' && line.reason === 'incompatible'));
  });

  test('counts a release a browser refused, with labels bounded by the document', async () => {
    writeCatalog({ live: '1.1.0+b', previous: '1.0.0+a' });
    const report = (body: unknown) => fetch(`${shell.url}/telemetry/remote-incompatible`, { method: 'POST', body: JSON.stringify(body) });
    assert.equal((await report({ remote: 'mf-catalog', release: '1.1.0+b', found: 2 })).status, 204);
    assert.equal((await report({ remote: 'mf-catalog', release: 'made-up' })).status, 204);
    assert.equal((await report({ remote: 'not-a-remote' })).status, 400);
    const metrics = await (await fetch(`${shell.url}/metrics`)).text();
    assert.equal(metricValue(metrics, 'remote_incompatible_total', { service: 'shell', remote: 'mf-catalog', release: '1.1.0+b', seen_by: 'browser' }), 1);
    assert.equal(metricValue(metrics, 'remote_incompatible_total', { service: 'shell', remote: 'mf-catalog', release: 'other', seen_by: 'browser' }), 1);
  });

  test('promote checks the release and the contract major, then changes only the document, in one rename', async () => {
    writeCatalog({ live: '1.0.0+a' });
    // A process of its own, as an operator runs it; asynchronously, since the servers it asks live in this one.
    const run = (args: string[]): Promise<{ status: number; stdout: string; stderr: string }> =>
      new Promise((resolve) => {
        execFile(process.execPath, [rolloutBin, ...args, '--config', configPath, '--shell', shell.url], (error, stdout, stderr) =>
          resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
        );
      });

    const refused = await run(['promote', 'mf-catalog', '2.0.0+c']);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /2\.0\.0\+c is refused: .* built against contract major 2, the shell has 1/);
    assert.deepEqual(doc().remotes['mf-catalog'], { url: catalog.url, live: '1.0.0+a' });

    const missing = await run(['promote', 'mf-catalog', '1.9.9+zzz']);
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /its manifest does not answer/);

    const promoted = await run(['promote', 'mf-catalog', '1.1.0+b']);
    assert.equal(promoted.status, 0, promoted.stderr);
    assert.deepEqual(doc().remotes['mf-catalog'], { url: catalog.url, live: '1.1.0+b', previous: '1.0.0+a' });
    assert.deepEqual(readdirSync(dirname(configPath)), ['runtime-config.json']);
    // The very next request has it: no restart, nothing cached.
    assert.deepEqual((await configFor()).config.releases, { 'mf-catalog': '1.1.0+b' });

    const canary = await run(['canary', 'mf-catalog', '1.0.0+a', '25']);
    assert.equal(canary.status, 0, canary.stderr);
    assert.deepEqual(doc().remotes['mf-catalog'].canary, { release: '1.0.0+a', share: 25 });

    assert.equal((await run(['rollback', 'mf-catalog'])).status, 0);
    assert.deepEqual(doc().remotes['mf-catalog'], { url: catalog.url, live: '1.1.0+b', previous: '1.0.0+a' });
    const back = await run(['rollback', 'mf-catalog']);
    assert.equal(back.status, 0, back.stderr);
    assert.match(back.stdout, /1\.0\.0\+a is live again \(was 1\.1\.0\+b\)/);
    assert.deepEqual((await configFor()).config.releases, { 'mf-catalog': '1.0.0+a' });
    assert.match((await run(['rollback', 'mf-catalog'])).stderr, /no previous release to roll back to/);
  });

  test('verifyRelease refuses a manifest that describes another release than the one named', async () => {
    const current = { apiUrl: api.url, remotes: { 'mf-catalog': { url: catalog.url, live: '1.0.0+a' } } };
    assert.equal(await verifyRelease(current, 'mf-catalog', '1.1.0+b', 1), `${catalog.url}/releases/1.1.0%2Bb/mf-manifest.json`);
    await assert.rejects(verifyRelease(current, 'mf-catalog', '2.0.0+c', 1), RolloutRefused);
  });
});

describe('the rollout steps on the document', () => {
  const doc = { apiUrl: 'https://api.example.com', remotes: { 'mf-catalog': 'https://catalog.example.com/mf-manifest.json' } };

  test('promote turns a plain manifest URL into a remote with releases, and keeps one previous release', () => {
    const first = promote(doc, 'mf-catalog', '1.0.0+a').doc;
    assert.deepEqual(first.remotes['mf-catalog'], { url: 'https://catalog.example.com', live: '1.0.0+a' });
    const second = promote(first, 'mf-catalog', '1.1.0+b').doc;
    assert.deepEqual(second.remotes['mf-catalog'], { url: 'https://catalog.example.com', live: '1.1.0+b', previous: '1.0.0+a' });
    assert.equal(promote(second, 'mf-catalog', '1.1.0+b').doc, second);
    assert.throws(() => promote(second, 'mf-basket', '1.0.0'), /mf-basket is not a remote of the discovery document/);
  });

  test('a canary needs a live release and a share between 0 and 100; promoting it ends it', () => {
    const live = promote(doc, 'mf-catalog', '1.0.0+a').doc;
    assert.throws(() => startCanary(doc, 'mf-catalog', '1.1.0+b', 10), /no live release yet/);
    assert.throws(() => startCanary(live, 'mf-catalog', '1.1.0+b', 100), /percentage above 0 and below 100/);
    assert.throws(() => startCanary(live, 'mf-catalog', '1.0.0+a', 10), /is the live release/);
    const canary = startCanary(live, 'mf-catalog', '1.1.0+b', 10).doc;
    assert.deepEqual(promote(canary, 'mf-catalog', '1.1.0+b').doc.remotes['mf-catalog'], {
      url: 'https://catalog.example.com',
      live: '1.1.0+b',
      previous: '1.0.0+a',
    });
    assert.deepEqual(rollback(canary, 'mf-catalog').doc.remotes['mf-catalog'], { url: 'https://catalog.example.com', live: '1.0.0+a' });
  });
});

test('prune removes the oldest kept releases of a bundle, never the live or previous one the document names', async () => {
  const releasesDir = mkdtempSync(join(tmpdir(), 'prune-releases-'));
  const versions = ['1.0.0+a', '1.0.0+b', '1.0.0+c', '1.0.0+d'];
  versions.forEach((version, index) => remoteRelease(releasesDir, version, { releasedAt: `2026-11-0${index + 1}T10:00:00.000Z` }));
  const configPath = join(mkdtempSync(join(tmpdir(), 'prune-config-')), 'runtime-config.json');
  writeFileSync(
    configPath,
    JSON.stringify({ apiUrl: 'http://api.test', remotes: { 'mf-catalog': { url: 'http://catalog.test', live: '1.0.0+a', previous: '1.0.0+b' } } }),
  );
  const { error, stdout } = await new Promise<{ error: Error | null; stdout: string }>((resolve) =>
    execFile(
      process.execPath,
      [rolloutBin, 'prune', 'mf-catalog', '--keep', '1', '--config', configPath],
      { env: { PATH: process.env.PATH, RELEASES_DIR: releasesDir } },
      (failure, out) => resolve({ error: failure, stdout: out }),
    ),
  );
  assert.equal(error, null);
  assert.match(stdout, /mf-catalog: removed 1\.0\.0\+c from .* \(kept the newest 1 and 1\.0\.0\+a, 1\.0\.0\+b\)/);
  assert.deepEqual(readdirSync(releasesDir).sort(), ['1.0.0+a', '1.0.0+b', '1.0.0+d']);
});
