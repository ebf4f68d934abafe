// A bundle's releases on disk: `<releases dir>/<version>/`, each a whole build that never changes once written,
// with release.json saying what it is. Kept side by side, so pages opened on an older release keep loading it.
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_NAME } from './discovery.ts';

/** How many releases a bundle keeps unless told otherwise. */
export const DEFAULT_KEEP = 5;

export type ReleaseInfo = { name: string; version: string; commit: string; contractMajor: number; releasedAt: string };

/**
 * What a remote's manifest says about the build it describes (written into buildInfo by the webpack build).
 * @param manifest the parsed mf-manifest.json
 */
export function buildInfoOf(manifest: unknown): { version: string | null; commit: string | null; contractMajor: number | null } {
  const info = (manifest as { metaData?: { buildInfo?: Record<string, unknown> } } | null)?.metaData?.buildInfo ?? {};
  return {
    version: typeof info.buildVersion === 'string' ? info.buildVersion : null,
    commit: typeof info.commit === 'string' ? info.commit : null,
    contractMajor: typeof info.contractMajor === 'number' ? info.contractMajor : null,
  };
}

/**
 * The folder of one kept release, or null when the name is not a release name or nothing is kept under it.
 */
export function releaseDir(releasesDir: string, version: string) {
  if (!RELEASE_NAME.test(version) || version.startsWith('.')) return null;
  const dir = join(releasesDir, version);
  return existsSync(join(dir, 'release.json')) ? dir : null;
}

/**
 * The names of the kept releases, without reading their release.json (for looking up a file among them).
 */
export function releaseNames(releasesDir: string): string[] {
  if (!existsSync(releasesDir)) return [];
  return readdirSync(releasesDir).filter((name) => releaseDir(releasesDir, name) !== null);
}

/**
 * The kept releases, newest first.
 */
export function listReleases(releasesDir: string): ReleaseInfo[] {
  if (!existsSync(releasesDir)) return [];
  const found: ReleaseInfo[] = [];
  for (const name of readdirSync(releasesDir)) {
    const dir = releaseDir(releasesDir, name);
    if (!dir) continue;
    try {
      found.push(JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')));
    } catch {
      // A release.json that cannot be read is not a release anyone can promote.
    }
  }
  return found.sort((a, b) => b.releasedAt.localeCompare(a.releasedAt) || b.version.localeCompare(a.version));
}

/**
 * Makes a finished build a release: writes its release.json, moves it into place in one rename (a server sees the
 * whole release or none of it), then removes the oldest releases beyond `keep`, never one in `protect`.
 * @param options.build        the finished build, on the same file system as releasesDir
 * @param options.protect  releases the discovery document names (live, previous, canary)
 */
export function packageRelease(options: { build: string; releasesDir: string; info: ReleaseInfo; keep?: number; protect?: string[] }): {
  dir: string;
  removed: string[];
} {
  const { info } = options;
  if (!RELEASE_NAME.test(info.version)) throw new Error(`"${info.version}" is not a release name (letters, digits, . + _ -)`);
  const dir = join(options.releasesDir, info.version);
  if (existsSync(dir)) throw new Error(`release ${info.version} of ${info.name} exists already: a release never changes (commit, or give another --version)`);
  writeFileSync(join(options.build, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  renameSync(options.build, dir);
  return { dir, removed: prune(options.releasesDir, options.keep ?? DEFAULT_KEEP, [info.version, ...(options.protect ?? [])]) };
}

/**
 * Removes the oldest releases beyond `keep`, never one in `protect`.
 * @returns the releases removed
 */
function prune(releasesDir: string, keep: number, protect: string[]): string[] {
  const removed = [];
  let kept = 0;
  for (const release of listReleases(releasesDir)) {
    kept += 1;
    if (kept <= Math.max(1, keep) || protect.includes(release.version)) continue;
    rmSync(join(releasesDir, release.version), { recursive: true, force: true });
    removed.push(release.version);
  }
  return removed;
}
