import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { bucketOf, chooseRelease, manifestUrl, remoteEntryProblems, shopperFromCookie } from '../src/discovery.ts';
import { listReleases, packageRelease } from '../src/releases.ts';
import { createRemoteServer } from '../src/remoteServer.ts';
import { capturedLogger, fakeApi, jsonOf, remoteBuild, remoteRelease, serve } from './fixtures.ts';

describe('the discovery document', () => {
  test('takes a plain manifest URL or a remote with live, previous and canary releases, and names what is wrong', () => {
    assert.deepEqual(remoteEntryProblems('mf-catalog', 'https://catalog.example.com/mf-manifest.json'), []);
    assert.deepEqual(
      remoteEntryProblems('mf-catalog', {
        url: 'https://catalog.example.com',
        live: '1.2.0+abc1234',
        previous: '1.1.0+def5678',
        canary: { release: '1.3.0+0a1b2c3', share: 10 },
      }),
      [],
    );
    assert.deepEqual(remoteEntryProblems('mf-catalog', { url: 'ftp://x', live: '../../etc', canary: { release: '1.3.0', share: 100 } }), [
      'runtime config: remotes.mf-catalog.url is not an http(s) URL',
      'runtime config: remotes.mf-catalog.live is not a release name',
      'runtime config: remotes.mf-catalog.canary.share is not a percentage between 0 and 100',
    ]);
    assert.deepEqual(remoteEntryProblems('mf-catalog', { url: 'https://x.example', previous: '1.0.0' }), [
      'runtime config: remotes.mf-catalog has a previous release but no live one',
    ]);
  });

  test("names a release's manifest under the remote's address, the + of a version escaped", () => {
    assert.equal(manifestUrl('https://catalog.example.com/', '1.2.0+abc1234'), 'https://catalog.example.com/releases/1.2.0%2Babc1234/mf-manifest.json');
    assert.equal(manifestUrl('https://catalog.example.com', null), 'https://catalog.example.com/mf-manifest.json');
  });

  test('sends a canary its share of shoppers, each shopper always to the same release, independently per remote', () => {
    const entry = { url: 'https://catalog.example.com', live: '1.0.0+a', previous: '0.9.0+p', canary: { release: '1.1.0+c', share: 10 } };
    const shoppers = Array.from({ length: 2000 }, (_, index) => `${index.toString(16).padStart(32, '0')}`);
    const canaries = shoppers.filter((shopper) => chooseRelease(entry, 'mf-catalog', shopper).cohort === 'canary');
    // 10% of 2000 is 200; a fair assignment stays well inside 140..260.
    assert.ok(canaries.length > 140 && canaries.length < 260, `${canaries.length} of 2000 shoppers on the canary`);
    for (const shopper of shoppers.slice(0, 50)) assert.deepEqual(chooseRelease(entry, 'mf-catalog', shopper), chooseRelease(entry, 'mf-catalog', shopper));
    const canary = chooseRelease(entry, 'mf-catalog', canaries[0] as string);
    assert.equal(canary.chosen.release, '1.1.0+c');
    assert.equal(canary.fallback?.release, '1.0.0+a');
    const live = chooseRelease(entry, 'mf-catalog', shoppers.find((shopper) => !canaries.includes(shopper)) as string);
    assert.equal(live.chosen.release, '1.0.0+a');
    assert.equal(live.fallback?.release, '0.9.0+p');
    // The same shoppers are not the canaries of every team.
    const both = canaries.filter((shopper) => bucketOf(shopper, 'mf-content') < 10);
    assert.ok(both.length < canaries.length / 2, `${both.length} of ${canaries.length} canaries of both remotes`);
  });

  test("reads a shopper's rollout id only from its own cookie, in the form it is given", () => {
    assert.equal(shopperFromCookie(`theme=dark; inercise_rollout=${'ab'.repeat(16)}`), 'ab'.repeat(16));
    assert.equal(shopperFromCookie('inercise_rollout=<script>'), null);
    assert.equal(shopperFromCookie(undefined), null);
  });
});

describe('releases on disk', () => {
  test('a release is moved into place whole, never replaced, and the oldest beyond the kept number are removed unless named', () => {
    const releasesDir = mkdtempSync(join(tmpdir(), 'releases-'));
    const versions = ['1.0.0+a', '1.0.0+b', '1.0.0+c', '1.0.0+d'];
    versions.forEach((version, index) => remoteRelease(releasesDir, version, { releasedAt: `2026-11-0${index + 1}T10:00:00.000Z` }));
    assert.deepEqual(
      listReleases(releasesDir).map((release) => release.version),
      ['1.0.0+d', '1.0.0+c', '1.0.0+b', '1.0.0+a'],
    );

    const build = join(releasesDir, '.building-e');
    mkdirSync(build);
    writeFileSync(join(build, 'mf-manifest.json'), '{}');
    const { removed } = packageRelease({
      build,
      releasesDir,
      info: { name: 'mf-catalog', version: '1.0.0+e', commit: 'e', contractMajor: 1, releasedAt: '2026-11-09T10:00:00.000Z' },
      keep: 2,
      protect: ['1.0.0+a'],
    });
    assert.deepEqual(removed.sort(), ['1.0.0+b', '1.0.0+c']);
    assert.deepEqual(readdirSync(releasesDir).sort(), ['1.0.0+a', '1.0.0+d', '1.0.0+e']);
    assert.equal(JSON.parse(readFileSync(join(releasesDir, '1.0.0+e', 'release.json'), 'utf8')).contractMajor, 1);

    const again = join(releasesDir, '.building-e2');
    mkdirSync(again);
    assert.throws(
      () => packageRelease({ build: again, releasesDir, info: { name: 'mf-catalog', version: '1.0.0+e', commit: 'e', contractMajor: 1, releasedAt: '' } }),
      /exists already: a release never changes/,
    );
    assert.equal(JSON.parse(readFileSync(join(releasesDir, '1.0.0+e', 'release.json'), 'utf8')).releasedAt, '2026-11-09T10:00:00.000Z');
  });
});

describe("a remote's server with kept releases", () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let catalog: Awaited<ReturnType<typeof serve>>;
  const releasesDir = mkdtempSync(join(tmpdir(), 'catalog-releases-'));

  before(async () => {
    api = await fakeApi();
    remoteRelease(releasesDir, '1.0.0+a');
    remoteRelease(releasesDir, '1.1.0+b');
    const { logger } = capturedLogger();
    catalog = await serve(
      createRemoteServer({ distDir: remoteBuild(), publicUrl: 'https://catalog.example.com/', apiUrl: api.url, logger, releasesDir }).handle,
    );
  });
  after(async () => {
    await catalog.close();
    await api.close();
  });

  test("serves every kept release's files side by side, for good", async () => {
    for (const version of ['1.0.0%2Ba', '1.1.0+b']) {
      const chunk = await fetch(`${catalog.url}/releases/${version}/chunk.0123abcd.js`);
      assert.equal(chunk.status, 200);
      assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    }
    const manifest = await jsonOf(await fetch(`${catalog.url}/releases/1.1.0%2Bb/mf-manifest.json`));
    assert.equal(manifest.metaData.buildInfo.buildVersion, '1.1.0+b');
    // The unversioned build stays where it was.
    assert.equal((await fetch(`${catalog.url}/mf-manifest.json`)).status, 200);
  });

  test("draws a release's first screens with that release's renderer, its files under its own path", async () => {
    const screen = await jsonOf(await fetch(`${catalog.url}/releases/1.0.0%2Ba/first-screen?path=/en/shop&lang=en`));
    assert.equal(screen.html, '<h1>1.0.0+a /en/shop https://catalog.example.com/releases/1.0.0%2Ba/</h1>');
    assert.deepEqual(screen.stylesheets, ['https://catalog.example.com/releases/1.0.0%2Ba/app.1234abcd.css']);
    const other = await jsonOf(await fetch(`${catalog.url}/releases/1.1.0%2Bb/first-screen?path=/en/shop&lang=en`));
    assert.match(other.html, /^<h1>1\.1\.0\+b /);
  });

  test('lists its releases, and answers 404 for a release it does not keep or a server module', async () => {
    const listed = await jsonOf(await fetch(`${catalog.url}/releases.json`));
    assert.deepEqual(listed.releases.map((release: { version: string }) => release.version).sort(), ['1.0.0+a', '1.1.0+b']);
    assert.equal((await fetch(`${catalog.url}/releases/9.9.9/mf-manifest.json`)).status, 404);
    assert.equal((await fetch(`${catalog.url}/releases/1.0.0%2Ba/server/index.cjs`)).status, 404);
    assert.equal((await fetch(`${catalog.url}/releases/..%2F..%2Fetc/passwd`)).status, 404);
    assert.ok(existsSync(join(releasesDir, '1.0.0+a', 'server', 'index.cjs')));
  });
});
