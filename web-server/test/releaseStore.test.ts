import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createRemoteServer } from '../src/remoteServer.ts';
import { directoryReleaseStore } from '../src/store/directoryReleaseStore.ts';
import { createReleaseMirror, pruneReleases } from '../src/store/releaseMirror.ts';
import { releaseStoreFrom, s3SettingsFrom } from '../src/store/releaseStore.ts';
import { createS3Client } from '../src/store/s3Client.ts';
import { capturedLogger, fakeApi, objectStore, remoteRelease, remoteBuild, serve } from './fixtures.ts';

const quietLogger = () => capturedLogger().logger;

/** A finished build of one release, as the release command leaves it before handing it to the store. */
function builtRelease(version: string, releasedAt: string) {
  const from = mkdtempSync(join(tmpdir(), 'releases-'));
  remoteRelease(from, version, { releasedAt });
  return join(from, version);
}

// One S3-compatible server for the whole file, started and stopped with the tests that use it.
describe('release stores', () => {
  let s3: Awaited<ReturnType<typeof objectStore>>;
  before(async () => {
    s3 = await objectStore();
  });
  after(async () => {
    await s3.close();
  });

  const kinds = {
    directory: () => directoryReleaseStore(join(mkdtempSync(join(tmpdir(), 'store-')), 'releases')),
    'S3-compatible object storage': () =>
      releaseStoreFrom({ ...s3.env, RELEASES_S3_PREFIX: `${Math.random().toString(36).slice(2)}/` }, 'mf-catalog', '').store,
  };

  for (const [kind, make] of Object.entries(kinds)) {
    describe(`the release store in ${kind}`, () => {
      test('keeps releases newest first, refuses to change one, gives its files back whole and removes it', async () => {
        const store = make();
        assert.deepEqual(await store.list(), []);
        await store.put('1.0.0+a', builtRelease('1.0.0+a', '2026-11-01T10:00:00.000Z'));
        await store.put('1.1.0+b', builtRelease('1.1.0+b', '2026-11-02T10:00:00.000Z'));
        assert.deepEqual(
          (await store.list()).map((release) => release.version),
          ['1.1.0+b', '1.0.0+a'],
        );
        assert.equal(await store.has('1.0.0+a'), true);
        assert.equal(await store.has('2.0.0+none'), false);
        await assert.rejects(store.put('1.0.0+a', builtRelease('1.0.0+a', '2026-11-03T10:00:00.000Z')), /exists already/);

        const into = mkdtempSync(join(tmpdir(), 'copy-'));
        assert.equal(await store.download('1.0.0+a', into), true);
        assert.equal(JSON.parse(readFileSync(join(into, 'release.json'), 'utf8')).releasedAt, '2026-11-01T10:00:00.000Z');
        assert.match(readFileSync(join(into, 'server', 'index.cjs'), 'utf8'), /1\.0\.0\+a/);
        assert.ok(existsSync(join(into, 'chunk.0123abcd.js.gz')));
        assert.equal(await store.download('2.0.0+none', mkdtempSync(join(tmpdir(), 'copy-'))), false);

        await store.remove('1.0.0+a');
        assert.deepEqual(
          (await store.list()).map((release) => release.version),
          ['1.1.0+b'],
        );
      });

      test('clean-up keeps the newest and every release the discovery document names, however old', async () => {
        const store = make();
        const versions = ['1.0.0+a', '1.0.0+b', '1.0.0+c', '1.0.0+d', '1.0.0+e'];
        for (const [index, version] of versions.entries()) await store.put(version, builtRelease(version, `2026-11-0${index + 1}T10:00:00.000Z`));
        // a is live, b previous: both outlive the keep of 2.
        assert.deepEqual((await pruneReleases(store, 2, ['1.0.0+a', '1.0.0+b'])).sort(), ['1.0.0+c']);
        assert.deepEqual(
          (await store.list()).map((release) => release.version),
          ['1.0.0+e', '1.0.0+d', '1.0.0+b', '1.0.0+a'],
        );
      });
    });
  }

  test('an upload cut short (its release.json, written last, missing) is no release: not listed, not fetched', async () => {
    const prefix = `${Math.random().toString(36).slice(2)}/`;
    const { store, problems } = releaseStoreFrom({ ...s3.env, RELEASES_S3_PREFIX: prefix }, 'mf-catalog', '');
    assert.deepEqual(problems, []);
    const client = createS3Client({
      endpoint: s3.env.RELEASES_S3_ENDPOINT ?? '',
      bucket: 'releases',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      pathStyle: true,
    });
    await client.put(`${prefix}mf-catalog/1.0.0+half/remoteEntry.js`, Buffer.from('var entry;'));
    assert.deepEqual((await client.list(`${prefix}mf-catalog/`)).keys, [`${prefix}mf-catalog/1.0.0+half/remoteEntry.js`]);
    assert.deepEqual(await store.list(), []);
    assert.equal(await store.has('1.0.0+half'), false);
    assert.equal(await store.download('1.0.0+half', mkdtempSync(join(tmpdir(), 'copy-'))), false);
  });

  describe("a server's copy of object storage", () => {
    test('fetches a release the moment it is asked for, forgets made-up names, and follows the store at each sync', async () => {
      const store = kinds['S3-compatible object storage']();
      await store.put('1.0.0+a', builtRelease('1.0.0+a', '2026-11-01T10:00:00.000Z'));
      const dir = join(mkdtempSync(join(tmpdir(), 'copy-')), 'releases');
      const mirror = createReleaseMirror({ store, dir, logger: quietLogger() });
      assert.deepEqual(await mirror.sync(), ['1.0.0+a']);
      assert.deepEqual(readdirSync(dir), ['1.0.0+a']);

      await store.put('1.1.0+b', builtRelease('1.1.0+b', '2026-11-02T10:00:00.000Z'));
      assert.equal(await mirror.ensure('1.1.0+b'), join(dir, '1.1.0+b'));
      assert.equal(await mirror.ensure('9.9.9+never'), null);
      assert.equal(await mirror.ensure('../etc'), null);

      await store.remove('1.0.0+a');
      await mirror.sync();
      assert.deepEqual(readdirSync(dir).sort(), ['1.1.0+b']);
    });

    test("a remote's server serves a release that reached the store after it started, files and first screens", async () => {
      const store = kinds['S3-compatible object storage']();
      const dir = join(mkdtempSync(join(tmpdir(), 'copy-')), 'releases');
      // No memory of names the store did not have: the release is asked for again at once.
      const mirror = createReleaseMirror({ store, dir, logger: quietLogger(), missingForMs: 0 });
      await mirror.start();
      const api = await fakeApi();
      const catalog = await serve(
        createRemoteServer({
          distDir: remoteBuild(),
          publicUrl: 'https://catalog.example.com/',
          apiUrl: api.url,
          logger: quietLogger(),
          releasesDir: dir,
          fetchRelease: (version) => mirror.ensure(version),
        }).handle,
      );
      try {
        assert.equal((await fetch(`${catalog.url}/releases/1.2.0%2Blate/remoteEntry.js`)).status, 404);
        await store.put('1.2.0+late', builtRelease('1.2.0+late', '2026-11-05T10:00:00.000Z'));
        const manifest = await fetch(`${catalog.url}/releases/1.2.0%2Blate/mf-manifest.json`);
        assert.equal(manifest.status, 200);
        assert.equal(((await manifest.json()) as any).metaData.buildInfo.buildVersion, '1.2.0+late');
        const screen = await fetch(`${catalog.url}/releases/1.2.0%2Blate/first-screen?path=/en/shop&lang=en`);
        assert.match(((await screen.json()) as any).html, /^<h1>1\.2\.0\+late \/en\/shop https:\/\/catalog\.example\.com\/releases\/1\.2\.0%2Blate\/<\/h1>$/);
        assert.equal((await fetch(`${catalog.url}/releases/1.2.0%2Blate/server/index.cjs`)).status, 404);
      } finally {
        mirror.stop();
        await catalog.close();
        await api.close();
      }
    });
  });

  test('object storage is named by the environment; what is missing or malformed is said', () => {
    assert.equal(s3SettingsFrom({}).settings, null);
    const aws = s3SettingsFrom({ RELEASES_S3_BUCKET: 'shop', RELEASES_S3_REGION: 'eu-central-1', AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret' });
    assert.deepEqual([aws.settings?.endpoint, aws.settings?.pathStyle, aws.problems], ['https://s3.eu-central-1.amazonaws.com', false, []]);
    const minio = s3SettingsFrom({
      RELEASES_S3_BUCKET: 'shop',
      RELEASES_S3_ENDPOINT: 'http://minio:9000',
      RELEASES_S3_ACCESS_KEY_ID: 'id',
      RELEASES_S3_SECRET_ACCESS_KEY: 'secret',
    });
    assert.equal(minio.settings?.pathStyle, true);
    assert.deepEqual(s3SettingsFrom({ RELEASES_S3_BUCKET: 'shop', RELEASES_S3_ENDPOINT: 'minio:9000', RELEASES_S3_PREFIX: 'shop' }).problems, [
      'RELEASES_S3_ENDPOINT must be an http(s) URL',
      'RELEASES_S3_ACCESS_KEY_ID and RELEASES_S3_SECRET_ACCESS_KEY are required with RELEASES_S3_BUCKET',
      'RELEASES_S3_PREFIX must end with "/"',
    ]);
  });
});
