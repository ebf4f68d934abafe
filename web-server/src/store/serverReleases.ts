// What a web server does with its bundle's kept releases at start: the release its image carries is added to the
// store when missing (every deploy brings its own), and with object storage the kept releases are mirrored into a
// local folder it serves from. A server never removes releases: clean-up is the release command's and
// `npm run releases -- prune`, which know the releases the discovery document names.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createReleaseMirror } from './releaseMirror.ts';
import { releaseStoreFrom } from './releaseStore.ts';
import type { Logger } from 'pino';

/**
 * @param options.bundle          the bundle's name (the store's folder for it)
 * @param options.releasesDir     the directory store (RELEASES_DIR), or where the mirror keeps its copy
 * @param options.cacheDir        the mirror's folder with object storage
 */
export function serverReleases(options: {
  env: NodeJS.ProcessEnv;
  bundle: string;
  distDir: string;
  releasesDir: string;
  cacheDir: string;
  syncIntervalMs: number;
  logger: Logger;
}) {
  const { store, problems } = releaseStoreFrom(options.env, options.bundle, options.releasesDir);
  const mirror = store.dir ? null : createReleaseMirror({ store, dir: options.cacheDir, logger: options.logger, intervalMs: options.syncIntervalMs });
  return {
    problems,
    store,
    /** The folder the server reads kept releases from. */
    dir: mirror ? mirror.dir : (store.dir as string),
    fetchRelease: mirror ? (version: string) => mirror.ensure(version) : undefined,
    /** Adds the image's release to the store (when asked to) and makes the first copy of the kept ones. */
    async prepare(installOwn: boolean) {
      const file = join(options.distDir, 'release.json');
      if (installOwn && existsSync(file)) {
        try {
          const { version } = JSON.parse(readFileSync(file, 'utf8'));
          const installed = !(await store.has(version));
          if (installed) await store.put(version, options.distDir);
          options.logger.info({ release: version, installed, store: store.describe() }, 'release in place');
        } catch (error) {
          // Another replica may have added it meanwhile; the build itself is served either way.
          options.logger.error({ err: error, store: store.describe() }, "the image's release could not be added to the store");
        }
      }
      await mirror?.start();
    },
    stop: () => mirror?.stop(),
  };
}
