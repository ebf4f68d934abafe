// One bundle's kept releases in S3-compatible object storage: `<prefix><bundle>/<version>/<file>`. release.json is
// written last, so a release without one is unfinished (an upload cut short) and no reader takes it.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { RELEASE_NAME } from '../discovery.ts';
import { createS3Client } from './s3Client.ts';
import type { ReleaseInfo } from '../releases.ts';
import type { ReleaseStore } from './releaseStoreInterface.ts';
import type { S3Settings } from './s3Client.ts';

/** Uploads and downloads at once: enough to keep a connection busy, few enough for a small pod. */
const PARALLEL = 8;

export function s3ReleaseStore(settings: S3Settings & { prefix?: string }, bundle: string): ReleaseStore {
  const client = createS3Client(settings);
  const root = `${settings.prefix ?? ''}${bundle}/`;
  const infoOf = async (version: string) => {
    const body = await client.get(`${root}${version}/release.json`);
    if (!body) return null;
    try {
      return JSON.parse(body.toString('utf8')) as ReleaseInfo;
    } catch {
      return null;
    }
  };
  const keysOf = async (version: string) => (await client.list(`${root}${version}/`)).keys;

  return {
    describe: () => `${settings.endpoint} bucket ${settings.bucket}, ${root}`,
    async list() {
      const { prefixes } = await client.list(root, { delimiter: '/' });
      const versions = prefixes.map((prefix) => prefix.slice(root.length, -1)).filter((name) => RELEASE_NAME.test(name) && !name.startsWith('.'));
      const infos = await Promise.all(versions.map(infoOf));
      return (infos.filter(Boolean) as ReleaseInfo[]).sort((a, b) => b.releasedAt.localeCompare(a.releasedAt) || b.version.localeCompare(a.version));
    },
    async has(version) {
      return RELEASE_NAME.test(version) && (await infoOf(version)) !== null;
    },
    async put(version, dir) {
      if (!RELEASE_NAME.test(version)) throw new Error(`"${version}" is not a release name`);
      if (await infoOf(version)) throw new Error(`release ${version} of ${bundle} exists already in ${root}: a release never changes`);
      const files = filesUnder(dir).filter((file) => file !== 'release.json');
      await inBatches(files, (file) => client.put(`${root}${version}/${file}`, readFileSync(join(dir, file))));
      await client.put(`${root}${version}/release.json`, readFileSync(join(dir, 'release.json')));
    },
    async download(version, into) {
      const keys = await keysOf(version);
      if (!keys.includes(`${root}${version}/release.json`)) return false;
      await inBatches(keys, async (key) => {
        const file = key.slice(`${root}${version}/`.length);
        if (!file || file.endsWith('/') || file.split('/').some((part) => part === '..' || part === '')) return;
        const body = await client.get(key);
        if (!body) throw new Error(`${key} disappeared while it was read`);
        const target = join(into, ...file.split('/'));
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, body);
      });
      return true;
    },
    async remove(version) {
      // release.json first: a reader stops taking the release before its files go.
      await client.delete(`${root}${version}/release.json`);
      await inBatches(await keysOf(version), (key) => client.delete(key));
    },
  };
}

/**
 * Every file under dir, as a path with forward slashes.
 */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return found;
}

/** Runs `work` on every item, PARALLEL at a time. */
async function inBatches<T>(items: T[], work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}
