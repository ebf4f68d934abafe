// One deployable's Dockerfile against the repository: stages, base image, user, port, health check, the entry it
// runs and everything that entry loads, the files it copies and the npm commands it runs.
import { posix } from 'node:path';
import type { Contracts } from './contracts.ts';
import { ignored, readDockerignore } from './dockerignore.ts';
import {
  execForm,
  imagePathsOf,
  lastOf,
  originOf,
  parseDockerfile,
  type Dockerfile,
  type Stage,
} from './dockerfile.ts';
import { importClosure, isProductionDependency } from './imports.ts';
import { probeProblems } from './urls.ts';
import { exists, isDirectory, isFile, normalize, readPackage, readText, sourceFiles, workspaceByName, workspaces, type Deployable } from './repo.ts';

const BASE_IMAGE = 'node:24-bookworm-slim';
/** The base image by its digest: the same bytes at every build. */
const PINNED_BASE = new RegExp(`^${BASE_IMAGE.replace(/[.]/g, '\\.')}@sha256:[0-9a-f]{64}$`);

/** The one recipe of every web bundle's image; the API has its own. */
export const WEB_DOCKERFILE = 'web-server/Dockerfile';
export const dockerfileOf = (dir: Deployable): string => (dir === 'api' ? 'api/Dockerfile' : WEB_DOCKERFILE);

/** A package's production entry, its `serve` script: `node <script> [--default-port=N]`. */
const serveScriptOf = (dir: string): { script: string | null; modules: string[]; port: number | null } | null => {
  const serve = readPackage(dir).scripts?.serve;
  const words = serve === undefined ? [] : (shellCommands(serve)[0] ?? []);
  if (words[0] !== 'node') return null;
  const args = nodeArgs(words.slice(1));
  const port = Number(words.find((word) => word.startsWith('--default-port='))?.split('=')[1]);
  return { script: args.script ? normalize(posix.join(dir, args.script)) : null, modules: args.modules, port: Number.isInteger(port) && port > 0 ? port : null };
};

/**
 * The build arguments an image is built with (README, CI, compose): none for the API; for a web bundle its folder,
 * the port and the web server entry its own serve script names.
 */
export const buildArgsOf = (dir: Deployable): Record<string, string> => {
  if (dir === 'api') return {};
  const serve = serveScriptOf(dir);
  return { BUNDLE: dir, PORT: String(serve?.port ?? ''), SERVE_SCRIPT: posix.basename(serve?.script ?? '') };
};

export interface Image {
  dir: Deployable;
  dockerfile: Dockerfile;
  final: Stage;
  env: Record<string, string>;
  workdir: string;
  port: number | null;
}

export const readImage = (dir: Deployable, text = readText(dockerfileOf(dir)), args = buildArgsOf(dir)): Image => {
  const path = dockerfileOf(dir);
  const dockerfile = parseDockerfile(text, dir === 'api' ? path : `${path} (BUNDLE=${args.BUNDLE ?? ''})`, args);
  const final = dockerfile.stages.at(-1);
  if (!final) throw new Error(`${path} has no FROM`);
  const port = Number(final.env.PORT);
  return { dir, dockerfile, final, env: final.env, workdir: final.workdir, port: Number.isInteger(port) && port > 0 ? port : null };
};

const VALUED_NODE_FLAGS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);

/** `node [flags] script args`: the modules its flags preload and its script (null with -e). */
const nodeArgs = (args: string[]): { modules: string[]; script: string | null } => {
  const modules: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const [name, value] = arg.split('=');
    if (arg === '-e' || arg === '--eval' || arg === '-p') break;
    if (VALUED_NODE_FLAGS.has(arg)) modules.push(args[(i += 1)] ?? '');
    else if (VALUED_NODE_FLAGS.has(name!) && value) modules.push(value);
    else if (!arg.startsWith('-')) return { modules, script: arg };
  }
  return { modules, script: null };
};

/** The commands of a shell line, split at && || ; and into words. */
const shellCommands = (text: string): string[][] =>
  text
    .split(/&&|\|\||;/)
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0);

/** The workspaces an npm command names (-w a, --workspace a, --workspace=a), before its `--`. */
const workspaceFlags = (words: string[]): string[] => {
  const own = words.includes('--') ? words.slice(0, words.indexOf('--')) : words;
  return own.flatMap((word, i) => (['-w', '--workspace'].includes(own[i - 1] ?? '') ? [word] : word.startsWith('--workspace=') ? [word.slice(12)] : []));
};

/** `npm run name -w pkg -- args` → script, workspace. */
export const npmRun = (words: string[]): { script: string; workspace: string | null } | null => {
  if (words[0] !== 'npm' || !['run', 'run-script'].includes(words[1] ?? '')) return null;
  const own = words.includes('--') ? words.slice(2, words.indexOf('--')) : words.slice(2);
  const script = own.find((word, i) => !word.startsWith('-') && !['-w', '--workspace'].includes(own[i - 1] ?? ''));
  return script === undefined ? null : { script, workspace: workspaceFlags(words).at(-1) ?? null };
};

/** The repository package that is the image's folder `dir` (by its package.json), or null. */
const packageAt = (stage: Stage, dir: string): string | null => {
  const origin = originOf(stage, posix.join(dir, 'package.json'));
  return origin.kind === 'repo' ? posix.dirname(origin.path).replace(/^\.$/, '') : null;
};

/** Whether a RUN line of the stage runs `npm run <script> -w <workspace>`. */
const runsScript = (stage: Stage, script: string, workspace: string): boolean =>
  stage.instructions.some(
    (instruction) => instruction.keyword === 'RUN' && shellCommands(instruction.args).some((words) => {
      const run = npmRun(words);
      return run?.script === script && run.workspace === workspace;
    }),
  );

/** The repository package whose folder holds the image path (its package.json is there), and the path inside it. */
const owningPackage = (stage: Stage, imagePath: string): { dir: string; rest: string } | null => {
  for (let dir = posix.dirname(imagePath); dir !== '/'; dir = posix.dirname(dir)) {
    const pkg = packageAt(stage, dir);
    if (pkg !== null) return { dir: pkg, rest: posix.relative(dir, imagePath) };
  }
  return null;
};

/** Every file loaded from `entries` on is in `stage`, and every package it names a production dependency. */
const closureProblems = (entries: string[], stage: Stage, what: string, how: string, where: string): string[] => {
  const closure = importClosure(entries);
  const missing = closure.files.filter((file) => imagePathsOf(stage, file).length === 0);
  return [...closure.problems.map((problem) => `${what}: ${problem}`), ...missing.map((file) => `${what}: ${file} (${how}) is not ${where}`)];
};

/**
 * A compiled script (the API's dist/): the output of a stage that runs the package's `npm run build`, and that
 * stage holds every source the package's code imports, the workspace packages' included.
 */
const builtScriptProblems = (image: Image, built: { stage: Stage; path: string }, what: string): { problems: string[]; script: string | null } => {
  const owner = owningPackage(built.stage, built.path);
  if (owner === null) return { problems: [`${what}: ${built.path} is built outside any package`], script: null };
  const name = readPackage(owner.dir).name ?? owner.dir;
  const problems: string[] = [];
  if (!owner.rest.startsWith('dist/')) problems.push(`${what}: ${built.path} is not in ${owner.dir}/dist, the build's output`);
  if (readPackage(owner.dir).scripts?.build === undefined) problems.push(`${what}: ${owner.dir}/package.json has no build script`);
  if (!runsScript(built.stage, 'build', name)) problems.push(`${what}: the stage ${built.path} comes from does not run npm run build -w ${name}`);
  problems.push(...closureProblems(sourceFiles(`${owner.dir}/src`), built.stage, what, `compiled into ${owner.dir}/dist`, 'in the build stage'));
  return { problems, script: normalize(posix.join(owner.dir, owner.rest)) };
};

/**
 * A node script run in the image from `workdir`: a repository file copied into the image with everything it loads,
 * or a package's compiled output (builtScriptProblems); the modules its flags preload must be production
 * dependencies.
 */
const nodeCommandProblems = (image: Image, args: string[], workdir: string, what: string): { problems: string[]; script: string | null } => {
  const { modules, script } = nodeArgs(args);
  if (script === null) return { problems: [`${what}: node runs no script`], script: null };
  const origin = originOf(image.final, posix.resolve(workdir, script));
  const problems: string[] = [];
  const owner = packageAt(image.final, workdir);
  for (const module of modules) {
    if (module.startsWith('.') || module.startsWith('/')) continue;
    if (owner === null || !isProductionDependency(owner, module)) problems.push(`${what}: node preloads ${module}, not a production dependency of the package at ${workdir}`);
  }
  if (origin.kind === 'built' && origin.stage !== image.final) {
    const built = builtScriptProblems(image, origin, what);
    return { problems: [...problems, ...built.problems], script: built.script };
  }
  if (origin.kind !== 'repo' || !isFile(origin.path)) {
    return { problems: [...problems, `${what}: ${posix.resolve(workdir, script)} is not a repository file copied into the image`], script: null };
  }
  problems.push(...closureProblems([origin.path], image.final, what, `loaded by ${origin.path}`, 'copied into the image'));
  return { problems, script: origin.path };
};

/** A command a container runs in this image (compose `command`, a k8s `command`), from `workdir`. */
export const commandProblems = (image: Image, argv: string[], workdir = image.workdir, what = 'command'): string[] => {
  if ((argv[0] === 'sh' || argv[0] === '/bin/sh') && argv[1] === '-c') {
    return shellCommands(argv[2] ?? '').flatMap((words) => commandProblems(image, words, workdir, what));
  }
  if (argv[0] === 'node') return nodeCommandProblems(image, argv.slice(1), workdir, what).problems;
  if (argv[0] === 'npm') {
    const run = npmRun(argv);
    if (!run) return [`${what}: only npm run is expected in a running image, not ${argv.join(' ')}`];
    const dir = run.workspace ? (workspaceByName(run.workspace)?.dir ?? null) : packageAt(image.final, workdir);
    if (dir === null) return [`${what}: no package for ${argv.join(' ')} (workspace ${run.workspace ?? `at ${workdir}`})`];
    const body = readPackage(dir).scripts?.[run.script];
    if (body === undefined) return [`${what}: ${dir}/package.json has no script ${run.script}`];
    const packageDirInImage = imagePathsOf(image.final, `${dir}/package.json`).map((path) => posix.dirname(path))[0];
    if (!packageDirInImage) return [`${what}: ${dir}/package.json is not in the image`];
    return shellCommands(body).flatMap((words) => {
      if (words[0] === 'node') return nodeCommandProblems(image, words.slice(1), packageDirInImage, `${what} (npm run ${run.script}: ${body})`).problems;
      return [];
    });
  }
  return [`${what}: ${argv[0] ?? '(empty)'} is neither node nor npm`];
};

const ROOT_USERS = new Set(['root', '0', 'root:root', '0:0', 'root:0', '0:root']);

/** The port of the health check's URL: a number, or PORT from the environment. */
const healthCheckTarget = (text: string, env: Record<string, string | undefined>): { path: string | null; port: number | null } => {
  const match = /https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):(?:(\d+)|'\s*\+\s*process\.env\.PORT\s*\+\s*')(\/[\w/.-]*)/.exec(text);
  if (!match) return { path: null, port: null };
  const port = match[1] ? Number(match[1]) : Number(env.PORT);
  return { path: match[2] ?? null, port: Number.isInteger(port) ? port : null };
};

/**
 * A container health check (the image's HEALTHCHECK, a compose healthcheck): node in exec form (the images have no
 * curl), asking a health route the server answers (`expected` if given), on the port it listens on.
 */
export const healthCheckProblems = (what: string, argv: string[], env: Record<string, string | undefined>, port: number | null, served: string[], expected?: string): string[] => {
  const problems = argv[0] === 'node' ? [] : [`${what} should be an exec-form node command (the images have no curl)`];
  const target = healthCheckTarget(argv.join(' '), env);
  if (expected && target.path !== expected) problems.push(`${what} asks ${target.path ?? 'no URL'}, not ${expected}`);
  else problems.push(...probeProblems(what, target.path ?? undefined, served));
  if (target.port !== port) problems.push(`${what} asks port ${target.port}, the server listens on ${port}`);
  return problems;
};

/** The folders of the workspace packages a package depends on (dependencies and devDependencies), transitively. */
const workspaceDependencies = (dir: string, seen = new Set<string>()): string[] => {
  const manifest = readPackage(dir);
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    const workspace = workspaceByName(name);
    if (!workspace || seen.has(workspace.dir)) continue;
    seen.add(workspace.dir);
    workspaceDependencies(workspace.dir, seen);
  }
  return [...seen];
};

export const imageProblems = (image: Image, contracts: Contracts): string[] => {
  const { dir, dockerfile, final } = image;
  const file = dockerfile.path;
  const problems = [...dockerfile.problems];
  const kind = dir === 'api' ? 'api' : 'web';

  if (dockerfile.stages.length < 2) problems.push(`${file}: one stage; a build or dependency stage and a runtime stage are wanted`);
  for (const stage of dockerfile.stages) {
    const fromStage = dockerfile.stages.some((other) => other.name === stage.base && other.index < stage.index);
    // By digest: the tag moves with every Node and Debian update, so the same Dockerfile would build another image.
    if (!fromStage && !PINNED_BASE.test(stage.base)) problems.push(`${file}: stage ${stage.name ?? stage.index} is FROM ${stage.base}, not ${BASE_IMAGE}@sha256:<digest>`);
  }
  if (final.env.NODE_ENV !== 'production') problems.push(`${file}: the runtime stage does not set NODE_ENV=production`);

  const user = lastOf(final, 'USER')?.args.trim();
  if (!user) problems.push(`${file}: the runtime stage runs as root (no USER)`);
  else if (ROOT_USERS.has(user)) problems.push(`${file}: USER ${user} is root`);

  if (image.port === null) problems.push(`${file}: the runtime stage sets no PORT`);
  const exposed = final.instructions.filter((i) => i.keyword === 'EXPOSE').flatMap((i) => i.args.split(/\s+/).map((p) => Number(p.split('/')[0])));
  if (image.port !== null && !exposed.includes(image.port)) problems.push(`${file}: EXPOSE ${exposed.join(' ') || '(none)'} does not include PORT ${image.port}`);

  const healthcheck = lastOf(final, 'HEALTHCHECK');
  if (!healthcheck) problems.push(`${file}: no HEALTHCHECK`);
  else problems.push(...healthCheckProblems(`${file}: HEALTHCHECK`, execForm(healthcheck.args.replace(/^CMD\s+/i, '')) ?? [healthcheck.args], final.env, image.port, contracts.routes[kind], '/health/live'));

  const cmd = lastOf(final, 'CMD');
  const argv = cmd ? execForm(cmd.args) : null;
  if (!argv) problems.push(`${file}: CMD is not an exec-form array (a shell would not pass SIGTERM on)`);
  else if (argv[0] !== 'node') problems.push(`${file}: CMD runs ${argv[0]}, not node (npm would not pass SIGTERM on)`);
  else {
    const run = nodeCommandProblems(image, argv.slice(1), image.workdir, `${file} CMD`);
    problems.push(...run.problems);
    // The image runs what the package itself calls its production entry (`npm run serve`).
    const serve = readPackage(dir).scripts?.serve;
    const expected = serveScriptOf(dir);
    if (serve === undefined) problems.push(`${dir}/package.json has no serve script (the production entry) to compare CMD with`);
    else if (run.script !== null) {
      if (expected?.script !== run.script) problems.push(`${file}: CMD runs ${run.script}, the serve script of ${dir}/package.json runs ${expected?.script ?? serve}`);
      if (expected && expected.modules.join(' ') !== nodeArgs(argv.slice(1)).modules.join(' ')) {
        problems.push(`${file}: CMD preloads [${nodeArgs(argv.slice(1)).modules.join(', ')}], the serve script [${expected.modules.join(', ')}]`);
      }
    }
    // A web bundle's port is the one its serve script names, the port its server takes outside a container too.
    if (kind === 'web' && expected?.port != null && image.port !== expected.port) {
      problems.push(`${file}: PORT ${image.port ?? '(none)'}, the serve script of ${dir}/package.json listens on ${expected.port}`);
    }
  }

  const rules = readDockerignore();
  const manifests = ['package.json', 'package-lock.json', '.npmrc', ...workspaces().map((w) => `${w.dir}/package.json`)];
  for (const stage of dockerfile.stages) {
    // A stage FROM another starts with its copies: each COPY is checked once, in the stage that makes it.
    for (const copy of stage.copies.filter((step) => step.line > stage.instructions[0]!.line)) {
      for (const source of copy.sources) {
        if (copy.from === null) {
          const path = normalize(source);
          if (!isFile(path) && !isDirectory(path)) problems.push(`${file}:${copy.line}: COPY ${source}: no such file in the repository`);
          else if (ignored(rules, path)) problems.push(`${file}:${copy.line}: COPY ${source}: left out of the context by .dockerignore`);
        } else if (originOf(copy.from, posix.resolve('/', source)).kind === 'none') {
          problems.push(`${file}:${copy.line}: COPY --from=${copy.from.name ?? copy.from.index} ${source}: nothing there in that stage`);
        }
      }
    }
    for (const instruction of stage.instructions.filter((step) => step.keyword === 'RUN')) {
      const { workdir } = instruction;
      const commands = shellCommands(instruction.args);
      for (const [index, words] of commands.entries()) {
        if (words[0] !== 'npm') continue;
        if (words[1] === 'ci') problems.push(`${file}:${instruction.line}: npm ci refuses this lockfile (it lacks other platforms' binaries): npm install`);
        if (words[1] === 'install' || words[1] === 'i') {
          // npm ci cannot be used (decision 0010): the lockfile is held to by comparing it after the install.
          const after = commands.slice(index + 1);
          if (!after.some((command) => command.includes('cmp') && command.includes('package-lock.json'))) {
            problems.push(`${file}:${instruction.line}: npm install is not checked against package-lock.json (compare it with a copy taken before, as npm ci would refuse a lockfile that does not match)`);
          }
        }
        if (words[1] === 'install' || words[1] === 'i' || words[1] === 'ci') {
          const before = { ...stage, copies: stage.copies.filter((copy) => copy.line < instruction.line) };
          const missing = manifests.filter((manifest) => exists(manifest) && !imagePathsOf(before, manifest).includes(posix.join(workdir, manifest)));
          if (missing.length > 0) problems.push(`${file}:${instruction.line}: npm install before copying ${missing.join(', ')} to ${workdir}`);
          for (const name of workspaceFlags(words)) if (!workspaceByName(name)) problems.push(`${file}:${instruction.line}: ${name} is not a workspace`);
        }
        const run = npmRun(words);
        if (run) {
          const pkg = run.workspace ? (workspaceByName(run.workspace)?.dir ?? null) : packageAt(stage, workdir);
          if (pkg === null) problems.push(`${file}:${instruction.line}: no package for ${words.join(' ')}`);
          else if (readPackage(pkg).scripts?.[run.script] === undefined) problems.push(`${file}:${instruction.line}: ${pkg}/package.json has no script ${run.script}`);
        }
      }
    }
  }

  if (kind === 'web') {
    const distDir = final.env.DIST_DIR;
    if (!distDir) problems.push(`${file}: the runtime stage sets no DIST_DIR`);
    else {
      const origin = originOf(final, posix.resolve(image.workdir, distDir));
      const name = readPackage(dir).name;
      if (origin.kind !== 'built') problems.push(`${file}: DIST_DIR ${distDir} is not the output of a build stage`);
      else {
        const built = originOf(origin.stage, posix.dirname(origin.path));
        if (posix.basename(origin.path) !== 'dist' || built.kind !== 'repo' || built.path !== dir) {
          problems.push(`${file}: DIST_DIR ${distDir} is not ${dir}/dist of the build stage`);
        }
        if (!runsScript(origin.stage, 'build', name ?? '')) problems.push(`${file}: the stage DIST_DIR comes from does not run npm run build -w ${name}`);
        if (readPackage(dir).scripts?.build === undefined) problems.push(`${dir}/package.json has no build script`);
        // The bundler reads the sources of every workspace package the bundle depends on, directly or not.
        for (const workspace of workspaceDependencies(dir)) {
          const sources = isDirectory(`${workspace}/src`) ? `${workspace}/src` : workspace;
          if (imagePathsOf(origin.stage, sources).length === 0) problems.push(`${file}: ${sources} (${dir} depends on ${readPackage(workspace).name ?? workspace}) is not in the build stage`);
        }
      }
    }
  }
  return problems;
};
