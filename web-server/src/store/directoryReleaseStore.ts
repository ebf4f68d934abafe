// A bundle's kept releases in a local folder, `<dir>/<version>/`: what `npm start`, a laptop and the one-server
// compose setup use. The servers read the folder in place.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_NAME } from '../discovery.ts';
import { listReleases, releaseDir } from '../releases.ts';
import type { ReleaseStore } from './releaseStoreInterface.ts';

export function directoryReleaseStore(dir: string): ReleaseStore {
  return {
    dir,
    describe: () => dir,
    list: async () => listReleases(dir),
    has: async (version) => releaseDir(dir, version) !== null,
    async put(version, from) {
      if (!RELEASE_NAME.test(version)) throw new Error(`"${version}" is not a release name`);
      if (existsSync(join(dir, version))) throw new Error(`release ${version} exists already in ${dir}: a release never changes`);
      mkdirSync(dir, { recursive: true });
      // Copied next to its place, then renamed: a reader sees the whole release or none of it.
      const staging = join(dir, `.building-${process.pid}-${Date.now()}`);
      cpSync(from, staging, { recursive: true });
      try {
        renameSync(staging, join(dir, version));
      } catch (error) {
        rmSync(staging, { recursive: true, force: true });
        throw error;
      }
    },
    async download(version, into) {
      const found = releaseDir(dir, version);
      if (!found) return false;
      cpSync(found, into, { recursive: true });
      return true;
    },
    async remove(version) {
      if (releaseDir(dir, version)) rmSync(join(dir, version), { recursive: true, force: true });
    },
  };
}
