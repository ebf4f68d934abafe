// The repository as the deployment files see it: paths from its root, its workspaces and their manifests.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A path relative to the repository root, with forward slashes and no leading './' or trailing '/'. */
export const normalize = (path: string): string => {
  const clean = posix.normalize(path.replace(/\\/g, '/')).replace(/\/+$/, '');
  return clean === '.' ? '' : clean.replace(/^\.\//, '');
};

export const fullPath = (path: string): string => join(repoRoot, path);

// The checks ask about the same files thousands of times; the repository does not change during a run.
const kinds = new Map<string, 'file' | 'directory' | null>();
const kindOf = (path: string): 'file' | 'directory' | null => {
  let kind = kinds.get(path);
  if (kind === undefined) {
    const full = fullPath(path);
    kind = existsSync(full) ? (statSync(full).isDirectory() ? 'directory' : 'file') : null;
    kinds.set(path, kind);
  }
  return kind;
};
export const exists = (path: string): boolean => kindOf(path) !== null;
export const isDirectory = (path: string): boolean => kindOf(path) === 'directory';
export const isFile = (path: string): boolean => kindOf(path) === 'file';
const texts = new Map<string, string>();
export const readText = (path: string): string => {
  let text = texts.get(path);
  if (text === undefined) {
    text = readFileSync(fullPath(path), 'utf8');
    texts.set(path, text);
  }
  return text;
};

/** The source files under a folder (TypeScript and JavaScript), its tests left out. */
export const sourceFiles = (dir: string): string[] =>
  !isDirectory(dir)
    ? []
    : readdirSync(fullPath(dir), { withFileTypes: true }).flatMap((entry) => {
        const path = posix.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
        return /\.(?:ts|mts|mjs|js)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
      });

export interface PackageJson {
  name?: string;
  type?: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
  exports?: string | Record<string, string>;
  main?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export const readPackage = (dir: string): PackageJson => JSON.parse(readText(join(dir, 'package.json'))) as PackageJson;

export interface Workspace {
  dir: string;
  name: string;
  manifest: PackageJson;
}

/** The root's workspaces, in its order. */
export const workspaces = (): Workspace[] =>
  (readPackage('').workspaces ?? []).map((dir) => {
    const manifest = exists(join(dir, 'package.json')) ? readPackage(dir) : {};
    return { dir: normalize(dir), name: manifest.name ?? dir, manifest };
  });

export const workspaceByName = (name: string): Workspace | undefined => workspaces().find((w) => w.name === name);

/** The folder of the nearest package.json above a repository file ('' for the root). */
export const packageDirOf = (file: string): string => {
  for (let dir = posix.dirname(normalize(file)); ; dir = posix.dirname(dir)) {
    const here = dir === '.' ? '' : dir;
    if (exists(join(here, 'package.json'))) return here;
    if (here === '') return '';
  }
};

/** The web bundles, from the one registry of them (contracts/src/bundles/bundles.json, decision 0030). */
const bundles = JSON.parse(readText('contracts/src/bundles/bundles.json')) as { name: string; container: string | null }[];
export const remotes = bundles.filter((bundle) => bundle.container !== null).map((bundle) => bundle.name);
/** The deployables: the API and every web bundle, each an image of its own. */
export const deployables = ['api', ...bundles.map((bundle) => bundle.name)];
/** A deployable by its folder (`api`, or a bundle of the registry). */
export type Deployable = string;
