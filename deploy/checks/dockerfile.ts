// A Dockerfile read the way the builder reads it, and the file system of each stage as far as the COPY lines tell:
// where an image path comes from (a repository file, a stage's RUN output, or nowhere) and where a repository file
// ends up in the image.
import { posix } from 'node:path';
import { ignored, readDockerignore } from './dockerignore.ts';
import { isDirectory, isFile, normalize } from './repo.ts';

let contextRules: ReturnType<typeof readDockerignore> | null = null;
const ignoredPaths = new Map<string, boolean>();
/** Whether a repository path is sent to the builder (it exists and .dockerignore keeps it). */
const inContext = (path: string, test: (path: string) => boolean): boolean => {
  if (!test(path)) return false;
  let left = ignoredPaths.get(path);
  if (left === undefined) {
    contextRules ??= readDockerignore();
    left = ignored(contextRules, path);
    ignoredPaths.set(path, left);
  }
  return !left;
};

export interface Instruction {
  keyword: string;
  flags: Record<string, string>;
  args: string;
  line: number;
  /** The working directory it runs in. */
  workdir: string;
}

interface CopyStep {
  /** The stage copied from; null for the build context. */
  from: Stage | null;
  sources: string[];
  /** Absolute in the image. */
  dest: string;
  destIsDir: boolean;
  line: number;
}

export interface Stage {
  index: number;
  name: string | null;
  base: string;
  instructions: Instruction[];
  copies: CopyStep[];
  /** The working directories RUN lines ran in: what they write lands there. */
  runDirs: string[];
  env: Record<string, string>;
  /** The build arguments in scope (declared by ARG in this stage), with their values. */
  args: Record<string, string>;
  workdir: string;
}

export interface Dockerfile {
  path: string;
  stages: Stage[];
  problems: string[];
}

/** `["a", "b"]` as an array; null for the shell form. */
export const execForm = (args: string): string[] | null => {
  const text = args.trim();
  if (!text.startsWith('[')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null;
  } catch {
    return null;
  }
};

const splitFlags = (text: string): { flags: Record<string, string>; rest: string } => {
  const flags: Record<string, string> = {};
  let rest = text.trimStart();
  for (let match = /^--([\w-]+)(?:=(\S*))?\s+/.exec(rest); match; match = /^--([\w-]+)(?:=(\S*))?\s+/.exec(rest)) {
    flags[match[1]!] = match[2] ?? 'true';
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
};

/** ENV A=1 B="two words", or the old ENV A 1. */
const parseEnv = (args: string): Record<string, string> => {
  const text = args.trim();
  const pairs: Record<string, string> = {};
  if (!/^[\w.-]+=/.test(text)) {
    const [name, ...value] = text.split(/\s+/);
    if (name) pairs[name] = value.join(' ');
    return pairs;
  }
  for (const match of text.matchAll(/([\w.-]+)=(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S*))/g)) {
    pairs[match[1]!] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return pairs;
};

/** Joins continued lines and drops comments, as the builder does. */
const logicalLines = (text: string): { text: string; line: number }[] => {
  const lines: { text: string; line: number }[] = [];
  let current: { text: string; line: number } | null = null;
  text.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed.startsWith('#') || (trimmed === '' && current === null)) return;
    const continued = /\\\s*$/.test(raw);
    const part = continued ? raw.replace(/\\\s*$/, '') : raw;
    current = current ? { ...current, text: `${current.text} ${part.trim()}` } : { text: part.trim(), line: index + 1 };
    if (!continued) {
      lines.push(current);
      current = null;
    }
  });
  if (current) lines.push(current);
  return lines;
};

// The builder expands $NAME and ${NAME} (with :- and :+) in these instructions; RUN's shell expands them too, the
// exec forms of CMD, ENTRYPOINT and HEALTHCHECK never.
const EXPANDED = new Set(['FROM', 'ADD', 'COPY', 'ENV', 'EXPOSE', 'LABEL', 'STOPSIGNAL', 'USER', 'VOLUME', 'WORKDIR', 'RUN']);
const VARIABLE = /\$\{(\w+)(?::([-+])([^}]*))?\}|\$(\w+)/g;

/** ARG A B=1: the names and their defaults. */
const argDeclarations = (args: string): { name: string; value: string | undefined }[] =>
  args.split(/\s+/).filter(Boolean).map((part) => {
    const at = part.indexOf('=');
    return at < 0 ? { name: part, value: undefined } : { name: part.slice(0, at), value: part.slice(at + 1).replace(/^"(.*)"$/, '$1') };
  });

/**
 * `buildArgs` are the --build-arg values the image is built with. A variable the stage does not declare expands
 * to nothing (the builder's rule, and a common slip: every stage must declare the ARGs it uses); so does an ARG
 * without a default that the build does not give.
 */
export const parseDockerfile = (text: string, path: string, buildArgs: Record<string, string> = {}): Dockerfile => {
  const stages: Stage[] = [];
  const problems: string[] = [];
  const globalArgs: Record<string, string | undefined> = {};
  const declared = new Set<string>();
  const expand = (value: string, scope: Record<string, string>, keyword: string, line: number): string =>
    value.replace(VARIABLE, (whole, braced?: string, operator?: string, word?: string, plain?: string) => {
      const name = (braced ?? plain)!;
      const known = Object.hasOwn(scope, name);
      // RUN: what the stage does not declare may be the shell's or the base image's own variable.
      if (!known && keyword === 'RUN') return whole;
      if (!known) problems.push(`${path}:${line}: ${keyword} uses $${name}, which this stage does not declare (ARG ${name})`);
      const current = known ? scope[name]! : '';
      if (operator === '-') return current === '' ? (word ?? '') : current;
      if (operator === '+') return current === '' ? '' : (word ?? '');
      return current;
    });
  for (const { text: line, line: number } of logicalLines(text)) {
    const match = /^(\w+)\s*(.*)$/.exec(line);
    if (!match) continue;
    const keyword = match[1]!.toUpperCase();
    const { flags, rest } = splitFlags(match[2] ?? '');
    const current = stages.at(-1);
    if (keyword === 'ARG') {
      for (const { name, value } of argDeclarations(rest)) {
        declared.add(name);
        if (!current) {
          globalArgs[name] = buildArgs[name] ?? value;
          continue;
        }
        const given = buildArgs[name] ?? (value === undefined ? undefined : expand(value, { ...current.args, ...current.env }, 'ARG', number)) ?? globalArgs[name];
        if (given === undefined) problems.push(`${path}:${number}: ARG ${name} has no default and the build gives none (--build-arg ${name}=…)`);
        current.args[name] = given ?? '';
      }
    }
    const scope = keyword === 'FROM' ? Object.fromEntries(Object.entries(globalArgs).map(([name, value]) => [name, value ?? ''])) : { ...current?.args, ...current?.env };
    const expanded = EXPANDED.has(keyword) ? expand(rest.trim(), scope, keyword, number) : rest.trim();
    const instruction: Instruction = { keyword, flags, args: expanded, line: number, workdir: current?.workdir ?? '/' };
    if (keyword === 'FROM') {
      const [base = '', as, name] = instruction.args.split(/\s+/);
      const parent = stages.find((stage) => stage.name !== null && stage.name === base);
      stages.push({
        index: stages.length,
        name: as?.toUpperCase() === 'AS' && name ? name : null,
        base,
        instructions: [instruction],
        // FROM an earlier stage starts with everything that stage holds: its copies and what its RUN lines wrote.
        copies: [...(parent?.copies ?? [])],
        runDirs: [...(parent?.runDirs ?? [])],
        env: { ...(parent?.env ?? {}) },
        args: {},
        workdir: parent?.workdir ?? '/',
      });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) {
      if (keyword !== 'ARG') problems.push(`${path}:${number}: ${keyword} before the first FROM`);
      continue;
    }
    stage.instructions.push(instruction);
    if (keyword === 'WORKDIR') stage.workdir = posix.resolve(stage.workdir, instruction.args);
    if (keyword === 'ENV') Object.assign(stage.env, parseEnv(instruction.args));
    if (keyword === 'RUN') stage.runDirs.push(stage.workdir);
    if (keyword === 'COPY' || keyword === 'ADD') {
      const parts = execForm(instruction.args) ?? instruction.args.split(/\s+/).filter(Boolean);
      const destText = parts.at(-1) ?? '';
      const sources = parts.slice(0, -1);
      const fromName = flags.from;
      const from = fromName === undefined ? null : (stages.find((s) => s.name === fromName || String(s.index) === fromName) ?? null);
      if (fromName !== undefined && !from) problems.push(`${path}:${number}: COPY --from=${fromName} names no earlier stage`);
      if (sources.length === 0) problems.push(`${path}:${number}: ${keyword} without a source`);
      const destIsDir = destText.endsWith('/') || sources.length > 1;
      if (sources.length > 1 && !destText.endsWith('/')) problems.push(`${path}:${number}: ${keyword} of several sources needs a destination ending in /`);
      stage.copies.push({ from, sources, dest: posix.resolve(stage.workdir, destText), destIsDir, line: number });
    }
  }
  for (const name of Object.keys(buildArgs)) {
    if (!declared.has(name)) problems.push(`${path}: the build gives ${name}, which no ARG declares`);
  }
  return { path, stages, problems };
};

export type Origin = { kind: 'repo'; path: string } | { kind: 'built'; stage: Stage; path: string } | { kind: 'none' };

const under = (path: string, dir: string): string | null => {
  if (path === dir) return '';
  const prefix = dir.endsWith('/') ? dir : `${dir}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
};

/** Where the file or folder at `imagePath` in `stage` comes from. */
export const originOf = (stage: Stage, imagePath: string): Origin => {
  for (const copy of [...stage.copies].reverse()) {
    for (const source of copy.sources) {
      if (copy.from === null) {
        const repoSource = normalize(source);
        if (inContext(repoSource, isDirectory)) {
          const rest = under(imagePath, copy.dest);
          if (rest !== null) {
            const repoPath = normalize(posix.join(repoSource, rest));
            if (rest === '' || inContext(repoPath, isFile) || inContext(repoPath, isDirectory)) return { kind: 'repo', path: repoPath };
          }
        } else {
          const target = copy.destIsDir ? posix.join(copy.dest, posix.basename(repoSource)) : copy.dest;
          if (imagePath === target && inContext(repoSource, isFile)) return { kind: 'repo', path: repoSource };
        }
      } else {
        const from = posix.resolve('/', source);
        const fileTarget = copy.destIsDir ? posix.join(copy.dest, posix.basename(from)) : copy.dest;
        if (imagePath === fileTarget) {
          const origin = originOf(copy.from, from);
          if (origin.kind !== 'none') return origin;
        }
        const rest = under(imagePath, copy.dest);
        if (rest !== null) {
          const origin = originOf(copy.from, posix.join(from, rest));
          if (origin.kind !== 'none') return origin;
        }
      }
    }
  }
  if (stage.runDirs.some((dir) => under(imagePath, dir) !== null)) return { kind: 'built', stage, path: imagePath };
  return { kind: 'none' };
};

/** Every path in `stage` where the repository file `repoPath` is found. */
export const imagePathsOf = (stage: Stage, repoPath: string): string[] => {
  const wanted = normalize(repoPath);
  const found: string[] = [];
  if (!inContext(wanted, (path) => isFile(path) || isDirectory(path))) return found;
  for (const copy of stage.copies) {
    for (const source of copy.sources) {
      if (copy.from === null) {
        const repoSource = normalize(source);
        if (inContext(repoSource, isDirectory)) {
          const rest = repoSource === '' ? wanted : under(wanted, repoSource);
          if (rest !== null) found.push(posix.join(copy.dest, rest));
        } else if (wanted === repoSource) {
          found.push(copy.destIsDir ? posix.join(copy.dest, posix.basename(repoSource)) : copy.dest);
        }
      } else {
        const from = posix.resolve('/', source);
        for (const path of imagePathsOf(copy.from, wanted)) {
          const rest = under(path, from);
          if (rest === null) continue;
          if (rest !== '') found.push(posix.join(copy.dest, rest));
          else found.push(isDirectory(wanted) || !copy.destIsDir ? copy.dest : posix.join(copy.dest, posix.basename(from)));
        }
      }
    }
  }
  return [...new Set(found)];
};

/** The last instruction of a kind in a stage. */
export const lastOf = (stage: Stage, keyword: string): Instruction | undefined =>
  [...stage.instructions].reverse().find((instruction) => instruction.keyword === keyword);
