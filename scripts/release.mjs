// `npm run release -w @inercise/<bundle>`: a production build of one bundle made into a release of its own, added
// to the bundle's release store next to the releases it keeps. See docs/releases.md.
//
//   --version <name>   name it yourself (default: package version + commit, with a time stamp when the tree is dirty)
//   --keep <n>         how many releases to keep (default RELEASES_KEEP or 5); the ones runtime-config.json names stay
//   --releases-dir <d> a folder as the store (default: object storage when RELEASES_S3_BUCKET is set, else
//                      RELEASES_DIR or <bundle>/releases)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { releasesOf } from '../web-server/src/discovery.ts';
import { DEFAULT_KEEP } from '../web-server/src/releases.ts';
import { pruneReleases } from '../web-server/src/store/releaseMirror.ts';
import { releaseStoreFrom } from '../web-server/src/store/releaseStore.ts';
import { buildRelease } from './lib/build.mjs';
import { bundles } from './lib/packages.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, keep: { type: 'string' }, 'releases-dir': { type: 'string' } },
});
const bundle = bundles.find((b) => b.name === positionals[0]);
if (!bundle) {
  console.error(`usage: node scripts/release.mjs <${bundles.map((b) => b.name).join('|')}> [--version name] [--keep n] [--releases-dir d]`);
  process.exit(2);
}

const { buildStamp } = createRequire(import.meta.url)('../tools/buildStamp.cjs');
const { version, contractMajor } = buildStamp(bundle.dir, { version: values.version });
const env = values['releases-dir'] ? { ...process.env, RELEASES_S3_BUCKET: '', RELEASES_DIR: values['releases-dir'] } : process.env;
const { store, problems } = releaseStoreFrom(env, bundle.name, join(bundle.dir, 'releases'));
const keep = Number(values.keep ?? process.env.RELEASES_KEEP ?? DEFAULT_KEEP);
if (!Number.isInteger(keep) || keep < 1) problems.push('--keep must be a whole number of at least 1');
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(2);
}
if (await store.has(version)) {
  console.error(`release ${version} of ${bundle.name} exists already in ${store.describe()}: a release never changes (commit, or give another --version)`);
  process.exit(1);
}

/** The releases the discovery document names, which pruning leaves in place whatever their age. */
function namedInConfig() {
  const path = process.env.RUNTIME_CONFIG;
  if (!path || !existsSync(path)) return [];
  const entry = JSON.parse(readFileSync(path, 'utf8')).remotes?.[bundle.name];
  if (!entry) return [];
  const releases = releasesOf(entry);
  return [releases.live, releases.previous, releases.canary?.release].filter((name) => typeof name === 'string');
}

// Built beside the bundle (webpack's cache stays warm), then handed to the store whole.
mkdirSync(join(bundle.dir, '.release-builds'), { recursive: true });
const building = mkdtempSync(join(bundle.dir, '.release-builds', 'build-'));
console.log(`building ${bundle.name} release ${version} (contract major ${contractMajor})…`);
try {
  await buildRelease(bundle, building, { version });
  await store.put(version, building);
  const removed = await pruneReleases(store, keep, [version, ...namedInConfig()]);
  console.log(`${bundle.name} ${version}: ${store.describe()}`);
  if (removed.length) console.log(`removed older releases: ${removed.join(', ')}`);
  if (bundle.name !== 'shell') console.log(`next: npm run canary -- ${bundle.name} ${version} 10   or   npm run promote -- ${bundle.name} ${version}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  rmSync(building, { recursive: true, force: true });
}
