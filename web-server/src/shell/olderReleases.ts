// The shell's files: the live build's, and a hashed file it no longer has from the newest kept release that does,
// so a page opened before the shell's last release keeps loading its chunks.
import { join, normalize } from 'node:path';
import { releaseNames } from '../releases.ts';
import { fileAt } from '../staticFiles.ts';

/**
 * @param root              the live build
 */
export function shellFiles(
  root: string,
  releasesDir: string | undefined,
): (pathname: string) => (NonNullable<ReturnType<typeof fileAt>> & { root: string }) | null {
  return (pathname) => {
    const own = fileAt(root, pathname);
    if (own) return { ...own, root };
    if (!releasesDir || !/\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(pathname)) return null;
    // By folder name only: release.json is not read again for every file asked for.
    for (const version of releaseNames(releasesDir)) {
      const releaseRoot = normalize(join(releasesDir, version));
      const found = fileAt(releaseRoot, pathname);
      if (found) return { ...found, root: releaseRoot };
    }
    return null;
  };
}
