// A server's local copy of the releases kept in object storage: each release is downloaded once into a folder
// the server then serves from disk (its files, and its first-screen renderer, which Node loads from a file). A
// release asked for and not yet here is fetched on the spot (the rollout commands ask every release they change to,
// so the replica they reach has it before the document names it); the others arrive with the next sync, every
// `intervalMs`. A release removed from the store is removed here at the next sync.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_NAME } from '../discovery.ts';
import { releaseDir } from '../releases.ts';
import type { ReleaseStore } from './releaseStoreInterface.ts';
import type { Logger } from 'pino';

/** A name asked for and not in the store is asked again only after this long (a made-up URL costs one look-up). */
const MISSING_FOR_MS = 5_000;

/**
 * @param options.dir            the local folder (an emptyDir in a pod): releases as `<dir>/<version>/`
 * @param options.intervalMs   how often the whole list is compared with the store
 * @param options.missingForMs how long a name the store did not have is answered "none" without asking
 */
export function createReleaseMirror(options: { store: ReleaseStore; dir: string; logger: Logger; intervalMs?: number; missingForMs?: number }) {
  const { store, dir, logger } = options;
  const fetching: Map<string, Promise<boolean>> = new Map();
  const missing: Map<string, number> = new Map();
  let timer: NodeJS.Timeout | null = null;

  const fetchOne = (version: string) => {
    const running = fetching.get(version);
    if (running) return running;
    const work = (async () => {
      const staging = join(dir, `.fetching-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
      try {
        mkdirSync(staging, { recursive: true });
        if (!(await store.download(version, staging)) || !existsSync(join(staging, 'release.json'))) {
          missing.set(version, Date.now());
          return false;
        }
        if (!releaseDir(dir, version)) renameSync(staging, join(dir, version));
        logger.info({ release: version }, 'release fetched from the store');
        return true;
      } finally {
        rmSync(staging, { recursive: true, force: true });
        fetching.delete(version);
      }
    })();
    fetching.set(version, work);
    return work;
  };

  return {
    dir,
    /**
     * The release's local folder, fetched first if it is in the store and not here yet; null when there is none.
     */
    async ensure(version: string) {
      if (!RELEASE_NAME.test(version) || version.startsWith('.')) return null;
      const here = releaseDir(dir, version);
      if (here) return here;
      if (Date.now() - (missing.get(version) ?? 0) < (options.missingForMs ?? MISSING_FOR_MS)) return null;
      try {
        return (await fetchOne(version)) ? releaseDir(dir, version) : null;
      } catch (error) {
        logger.warn({ err: error, release: version }, 'the release could not be fetched from the store');
        return null;
      }
    },
    /** Makes the folder hold what the store holds: new releases fetched, removed ones removed. */
    async sync() {
      mkdirSync(dir, { recursive: true });
      const kept = (await store.list()).map((release) => release.version);
      for (const version of kept) if (!releaseDir(dir, version)) await fetchOne(version);
      for (const name of readdirSync(dir)) {
        if (name.startsWith('.fetching-') && !fetching.size) rmSync(join(dir, name), { recursive: true, force: true });
        else if (!name.startsWith('.') && !kept.includes(name)) rmSync(join(dir, name), { recursive: true, force: true });
      }
      return kept;
    },
    /** The first sync (awaited), then one every interval; a failed sync is logged and tried again. */
    async start() {
      const run = async () => {
        try {
          await this.sync();
        } catch (error) {
          logger.warn({ err: error, store: store.describe() }, 'the releases could not be synced from the store');
        }
      };
      await run();
      timer = setInterval(() => void run(), options.intervalMs ?? 30_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/**
 * Removes the oldest releases beyond `keep`, never one named in `protect` (the live, previous and canary releases the
 * discovery document names) and never the newest.
 * @returns the releases removed
 */
export async function pruneReleases(store: ReleaseStore, keep: number, protect: string[]): Promise<string[]> {
  const removed = [];
  let kept = 0;
  for (const release of await store.list()) {
    kept += 1;
    if (kept <= Math.max(1, keep) || protect.includes(release.version)) continue;
    await store.remove(release.version);
    removed.push(release.version);
  }
  return removed;
}
