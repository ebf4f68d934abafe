// The files a server entry loads, followed from import to import: each must be in the image, and each package it
// names must be a production dependency (the images install no others).
import { builtinModules } from 'node:module';
import { posix } from 'node:path';
import { isFile, normalize, packageDirOf, readPackage, readText, workspaceByName } from './repo.ts';

const code = /\.(?:[cm]?js|tsx?|[cm]ts)$/;

/** Comments out, strings kept: a URL's `//` inside quotes is not a comment. */
const stripComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The module specifiers a file loads when it runs (type-only imports are erased and left out). */
const specifiersOf = (text: string): string[] => {
  const source = stripComments(text);
  const found = new Set<string>();
  const patterns = [
    /^\s*import\s+(?!type[\s{])(?:[\w*\s{},$]*?\s*from\s*)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type[\s{])[\w*\s{},$]*?\s*from\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.add(match[1]!);
  return [...found];
};

const resolveFile = (base: string): string | null => {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, `${base}/index.ts`, `${base}/index.tsx`, `${base}/index.mjs`, `${base}/index.js`];
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.map(normalize).find(isFile) ?? null;
};

/** A subpath pattern of an exports map (`"./domain/*": "./src/domain/*.ts"`), as Node resolves it. */
const patternTarget = (exports: Record<string, string> | undefined, key: string): string | undefined => {
  for (const [pattern, target] of Object.entries(exports ?? {})) {
    const star = pattern.indexOf('*');
    if (star < 0) continue;
    const [prefix, suffix] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (key.length > prefix.length + suffix.length && key.startsWith(prefix) && key.endsWith(suffix)) {
      return target.replaceAll('*', key.slice(prefix.length, key.length - suffix.length));
    }
  }
  return undefined;
};

/** A workspace package's file for a subpath, through its `exports` (or `main`). */
const workspaceFile = (dir: string, subpath: string): string | null => {
  const manifest = readPackage(dir);
  const exports = manifest.exports;
  const key = subpath === '' ? '.' : `./${subpath}`;
  const target = typeof exports === 'string' ? (key === '.' ? exports : undefined) : exports?.[key] ?? patternTarget(exports, key);
  const file = target ?? (key === '.' ? manifest.main : `./${subpath}`);
  return file ? resolveFile(posix.join(dir, file)) : null;
};

const packageName = (specifier: string): { name: string; subpath: string } => {
  const parts = specifier.split('/');
  const count = specifier.startsWith('@') ? 2 : 1;
  return { name: parts.slice(0, count).join('/'), subpath: parts.slice(count).join('/') };
};

const isBuiltin = (specifier: string): boolean => specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

/** Whether `name` is something the package in `dir` may load at run time. */
export const isProductionDependency = (dir: string, name: string): boolean => {
  const manifest = readPackage(dir);
  return [manifest.dependencies, manifest.optionalDependencies, manifest.peerDependencies].some((deps) => deps?.[name] !== undefined);
};

const closures = new Map<string, { files: string[]; problems: string[] }>();

/** Every file loaded from `entries` on, and what is wrong on the way. */
export const importClosure = (entries: string[]): { files: string[]; problems: string[] } => {
  const key = entries.join('\n');
  const known = closures.get(key);
  if (known) return known;
  const result = computeClosure(entries);
  closures.set(key, result);
  return result;
};

const computeClosure = (entries: string[]): { files: string[]; problems: string[] } => {
  const files = new Set<string>();
  const problems: string[] = [];
  const queue = entries.map(normalize);
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.has(file)) continue;
    files.add(file);
    if (!code.test(file)) continue;
    for (const specifier of specifiersOf(readText(file))) {
      if (isBuiltin(specifier)) continue;
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        const target = resolveFile(posix.join(posix.dirname(file), specifier));
        if (target) queue.push(target);
        else problems.push(`${file} imports ${specifier}, which is not in the repository`);
        continue;
      }
      const { name, subpath } = packageName(specifier);
      const dir = packageDirOf(file);
      if (!isProductionDependency(dir, name)) {
        problems.push(`${file} imports ${name}, not a production dependency of ${dir || 'the root'}/package.json`);
        continue;
      }
      const workspace = workspaceByName(name);
      if (!workspace) continue;
      const target = workspaceFile(workspace.dir, subpath);
      if (target) queue.push(target);
      else problems.push(`${file} imports ${specifier}, which ${workspace.dir}/package.json does not export`);
    }
  }
  return { files: [...files], problems };
};
