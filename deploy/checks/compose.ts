// deploy/compose.yaml (and compose.server.yaml) against the images, the servers' rules and its own files (its env
// file's example, runtime-config.json or the script that writes it, the Caddyfile), with every ${VAR} replaced the way
// docker compose would: from the env file, its default, or a placeholder for what the operator must supply.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { parse } from 'yaml';
import { backupCommandProblems } from './backups.ts';
import type { Contracts, Env } from './contracts.ts';
import { buildArgsOf, commandProblems, dockerfileOf, healthCheckProblems, readImage, type Image } from './images.ts';
import { MAIL_WORKER, workerRunProblems } from './mailWorker.ts';
import { composeSchemaProblems } from './schemas.ts';
import { parsePgBouncerIni, pgBouncerProblems } from './pgbouncer.ts';
import { deployables, exists, isFile, normalize, readText, remotes, type Deployable } from './repo.ts';
import { addressProblems, botCheckProblems, durationMs, originOfUrl, placeholder, publicAddressesOf, runtimeConfigOf, type RuntimeConfig } from './urls.ts';

export interface ComposeFiles {
  /** The compose file's path from the repository root, e.g. deploy/compose.yaml. */
  path: string;
  /** Its text. */
  compose: string;
  /** The env file's example's path (deploy/.env.example), and its text. */
  envExamplePath: string;
  envExample: string;
  /** Any other file the compose file mounts, by its path relative to deploy/. */
  read: (path: string) => string | null;
}

export const readComposeFiles = (path = 'deploy/compose.yaml', envExamplePath = 'deploy/.env.example'): ComposeFiles => ({
  path,
  compose: readText(path),
  envExamplePath,
  envExample: readText(envExamplePath),
  read: (path) => {
    const file = normalize(posix.join('deploy', path));
    return isFile(file) ? readText(file) : null;
  },
});

export interface Service {
  image?: string;
  user?: string;
  build?: string | { context?: string; dockerfile?: string; args?: Record<string, string | number> | string[] };
  command?: string | string[];
  working_dir?: string;
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  restart?: string;
  ports?: (string | number)[];
  expose?: (string | number)[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  stop_grace_period?: string;
  profiles?: string[];
  configs?: (string | { source?: string; target?: string })[];
}

/** Variables of the env file: name → value ('' when left to fill in). */
export const parseEnvFile = (text: string): Map<string, string> => {
  const vars = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) vars.set(match[1]!, match[2]!.trim().replace(/^(['"])(.*)\1$/, '$2'));
  }
  return vars;
};

const SECRET_NAME = /SECRET|PASSWORD|TOKEN|SECURITY_CODE|^SMTP_URL$|^DATABASE_URL$/;

export const environmentOf = (service: Service): Env => {
  const env = service.environment;
  if (!env) return {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((item) => [item.split('=')[0]!, item.split('=').slice(1).join('=')]));
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, value === null ? undefined : String(value)]));
};

/** The published host port → container port of a service's `ports`. */
export const published = (service: Service): Map<number, number> => {
  const map = new Map<number, number>();
  for (const entry of service.ports ?? []) {
    const parts = String(entry).split('/')[0]!.split(':');
    const container = Number(parts.at(-1));
    const host = parts.length > 1 ? Number(parts.at(-2)) : container;
    map.set(host, container);
  }
  return map;
};

/** A service's volumes in one spelling (the short `source:target:ro` or the long form), targets without a trailing /. */
const volumesOf = (service: Service): { source: string; target: string; readOnly: boolean }[] =>
  (service.volumes ?? []).flatMap((volume) => {
    const [source, target, mode] = typeof volume === 'string' ? volume.split(':') : [volume.source, volume.target, (volume as { read_only?: boolean }).read_only ? 'ro' : ''];
    return source && target ? [{ source, target: target.replace(/\/+$/, ''), readOnly: mode === 'ro' }] : [];
  });

/** The bind mounts of a service: container path → path relative to deploy/. */
export const bindMounts = (service: Service): Map<string, string> =>
  new Map(volumesOf(service).filter((v) => v.source.startsWith('.') || v.source.startsWith('/')).map((v) => [v.target, v.source]));

/** The command a service runs, as words: a string is run by a shell. */
const commandOf = (service: Service): string[] => (Array.isArray(service.command) ? service.command : service.command ? ['sh', '-c', service.command] : []);

/** Whether a service comes back after a crash or a reboot. */
export const restarts = (service: Service): boolean => ['always', 'unless-stopped'].includes(service.restart ?? '');

/** The services that proxy the public addresses: those a Caddyfile is mounted into. */
export const proxiesOf = (services: Record<string, Service>): [string, Service][] =>
  Object.entries(services).filter(([, service]) => bindMounts(service).has('/etc/caddy/Caddyfile'));

/** The host file behind a path in the container: a file mounted there, or a file of a folder mounted above it. */
const mountedFile = (service: Service, path: string): string | undefined => {
  for (const [target, source] of bindMounts(service)) {
    if (path === target) return source;
    if (path.startsWith(`${target}/`)) return posix.join(source, path.slice(target.length + 1));
  }
  return undefined;
};

/** The named volume mounted at the folder holding a path, and the path inside it. */
const namedVolumeAt = (service: Service, path: string, named: Set<string>): { volume: string; inside: string } | undefined => {
  const found = volumesOf(service).find(({ source, target }) => named.has(source) && path.startsWith(`${target}/`));
  return found && { volume: found.source, inside: path.slice(found.target.length + 1) };
};

/** Caddyfile sites by origin, with the upstreams of their reverse_proxy lines ({$VAR} from the proxy's environment; a bare host is https on 443). */
const caddySitesByOrigin = (text: string, env: Env): Map<string, string[]> => {
  const sites = new Map<string, string[]>();
  let depth = 0;
  let upstreams: string[] = [];
  for (const raw of text.replace(/\{\$(\w+)(?::([^}]*))?\}/g, (_, name: string, fallback?: string) => env[name] ?? fallback ?? '').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (line.endsWith('{')) {
      if (depth === 0) {
        upstreams = [];
        for (const address of line.slice(0, -1).split(/[\s,]+/).filter(Boolean)) {
          try {
            sites.set(new URL(/^https?:\/\//.test(address) ? address : `https://${address}`).origin, upstreams);
          } catch {
            // Not an address of a site (a snippet's name): nothing routes there.
          }
        }
      }
      depth += 1;
    } else if (line === '}') depth -= 1;
    else if (depth === 1) upstreams.push(...(/^reverse_proxy\s+(.+)$/.exec(line)?.[1]?.split(/\s+/) ?? []));
  }
  return sites;
};

export const dependency = (service: Service, name: string): string | null => {
  const deps = service.depends_on;
  if (!deps) return null;
  if (Array.isArray(deps)) return deps.includes(name) ? 'service_started' : null;
  return deps[name] ? (deps[name]!.condition ?? 'service_started') : null;
};

export interface ComposeDoc {
  services?: Record<string, Service>;
  volumes?: Record<string, unknown>;
  configs?: Record<string, { content?: string; file?: string }>;
}

/** ${VAR}, ${VAR:-default}, ${VAR:?message}, ${VAR-default}, ${VAR?message}. */
export const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

/**
 * The compose file as docker compose would read it with `values` as the env file: a variable in `unset` is taken as
 * absent from it (its default, or compose's refusal, here a placeholder, for `?`).
 */
export const resolveCompose = (text: string, values: Map<string, string>, unset: ReadonlySet<string> = new Set()): ComposeDoc =>
  (parse(
    text.replace(REFERENCE, (_, name: string, operator?: string, argument?: string) => {
      const value = unset.has(name) ? undefined : values.get(name);
      if (value) return value;
      if (operator?.endsWith('-')) return argument ?? '';
      if (operator?.endsWith('?')) return placeholder(name);
      return '';
    }),
    { merge: true },
  ) as ComposeDoc | null) ?? {};

/** The deployable whose image a service's build makes: the web recipe's BUNDLE, else the Dockerfile's folder. */
const buildOf = (service: Service): { dockerfile: string; args: Record<string, string>; dir: Deployable } | null => {
  if (service.build === undefined) return null;
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  const dockerfile = normalize(build.dockerfile ?? 'Dockerfile');
  const args = Object.fromEntries(
    (Array.isArray(build.args) ? build.args.map((pair) => pair.split('=')) : Object.entries(build.args ?? {})).map(([key, value]) => [key!, String(value ?? '')]),
  );
  return { dockerfile, args, dir: dockerfile === dockerfileOf('shell') ? (args.BUNDLE ?? '') : posix.dirname(dockerfile) };
};

/** A service's environment as its container gets it: the ENV of the image it builds, then the compose file's. */
export const containerEnv = (service: Service | undefined): Env => {
  const build = service && buildOf(service);
  const image = build && deployables.includes(build.dir) && dockerfileOf(build.dir) === build.dockerfile ? readImage(build.dir, undefined, build.args) : undefined;
  return { ...(image?.env ?? {}), ...(service ? environmentOf(service) : {}) };
};

/** The services on the API's image: the API, its release step, its nightly backup, its mail worker. */
const ON_API_IMAGE = ['api', 'migrate', 'backup', MAIL_WORKER];
/** Those that may go through the pooler; the others need a session of their own (a lock held across statements, pg_dump). */
const POOLED = ['api', MAIL_WORKER];
/** The pooler's service name and port. */
const PGBOUNCER = 'pgbouncer';
const PGBOUNCER_PORT = '6432';

/** The text of the config a service mounts at `target`: its inline content, or a file of deploy/. */
const configAt = (doc: ComposeDoc, service: Service, target: string, read: ComposeFiles['read']): string | null => {
  const entry = (service.configs ?? []).find((c) => typeof c === 'object' && c.target === target);
  const config = entry && typeof entry === 'object' ? doc.configs?.[entry.source ?? ''] : undefined;
  return config?.content ?? (config?.file ? read(config.file) : null);
};

export const composeProblems = (files: ComposeFiles, contracts: Contracts): string[] => {
  const problems: string[] = [];
  const where = files.path;
  const envFile = files.envExamplePath;

  // Every ${VAR} listed in .env.example, every listed one used.
  const example = parseEnvFile(files.envExample);
  const referenced = new Set([...files.compose.matchAll(REFERENCE)].map((match) => match[1]!));
  for (const name of referenced) if (!example.has(name)) problems.push(`${where} uses \${${name}}, which ${envFile} does not list`);
  for (const name of example.keys()) if (!referenced.has(name)) problems.push(`${envFile} lists ${name}, which ${where} never uses`);
  for (const [name, value] of example) if (SECRET_NAME.test(name) && value !== '') problems.push(`${envFile} gives ${name} a value: secrets are left empty there`);

  const doc = resolveCompose(files.compose, example);
  problems.push(...composeSchemaProblems(doc, where));
  const services = doc.services ?? {};
  const expected = ['postgres', 'migrate', 'backup', ...deployables];
  for (const name of expected) if (!services[name]) problems.push(`${where}: no service ${name}`);

  const images = new Map<string, Image>();
  const envs = new Map<string, Env>();
  for (const [name, service] of Object.entries(services)) {
    const built = buildOf(service);
    if (!built) continue;
    const context = typeof service.build === 'string' ? service.build : service.build?.context;
    if (normalize(posix.join('deploy', context ?? '.')) !== '') problems.push(`${where}: ${name} builds from ${context}; the images' context is the repository root (..)`);
    const { dockerfile, args, dir } = built;
    if (!exists(dockerfile) || !deployables.includes(dir) || dockerfileOf(dir) !== dockerfile) {
      problems.push(`${where}: ${name} builds ${dockerfile}${args.BUNDLE ? ` with BUNDLE=${args.BUNDLE}` : ''}, not one of the deployables' images`);
      continue;
    }
    const wanted = ON_API_IMAGE.includes(name) ? 'api' : deployables.includes(name) ? name : null;
    if (wanted && dir !== wanted) problems.push(`${where}: ${name} builds ${dir}'s image, ${wanted}'s expected`);
    // The arguments every build of the image uses (README, CI), with which the Dockerfile test checks it.
    for (const [key, value] of Object.entries(buildArgsOf(dir))) {
      if (args[key] !== value) problems.push(`${where}: ${name} builds with ${key}=${args[key] ?? '(none)'}, ${dir} needs ${key}=${value}`);
    }
    const image = readImage(dir, undefined, args);
    images.set(name, image);
    envs.set(name, { ...image.env, ...environmentOf(service) });
  }

  // Every command on its image, and every server's own rules on its environment; each deployable's server its port
  // exposed and a health check by node (the images have no curl) on a health route of the server, on that port.
  for (const [name, service] of Object.entries(services)) {
    const [image, env, rules] = [images.get(name), envs.get(name), contracts.rulesOf(name)];
    if (!image || !env || !rules) continue;
    if (service.command !== undefined) problems.push(...commandProblems(image, commandOf(service), service.working_dir ?? image.workdir, `${where}: ${name}`));
    problems.push(...rules(env).map((problem) => `${where}: ${name}: ${problem}`));
    if (!deployables.includes(name)) continue;
    const port = Number(env.PORT);
    if (service.expose && !service.expose.map(Number).includes(port)) problems.push(`${where}: ${name} exposes ${service.expose.join(', ')}, it listens on ${port}`);
    const test = service.healthcheck?.test;
    if (!test || service.healthcheck?.disable) problems.push(`${where}: ${name} has no healthcheck`);
    else problems.push(...healthCheckProblems(`${where}: ${name}'s healthcheck`, Array.isArray(test) ? test.slice(test[0] === 'CMD' ? 1 : 0) : [test], env, port, contracts.routes[name === 'api' ? 'api' : 'web']));
  }
  const postgresCheck = services.postgres?.healthcheck?.test;
  if (services.postgres && !(Array.isArray(postgresCheck) ? postgresCheck.join(' ') : (postgresCheck ?? '')).includes('pg_isready')) {
    problems.push(`${where}: postgres has no pg_isready healthcheck`);
  }

  // The release step: migrate, then seed, once PostgreSQL answers; the API only after it succeeded.
  const migrate = services.migrate;
  if (migrate && images.has('migrate')) {
    const text = commandOf(migrate).join(' ');
    const migrateAt = text.search(/npm run migrate\b/);
    const seedAt = text.search(/npm run seed\b/);
    if (migrateAt < 0 || seedAt < migrateAt) problems.push(`${where}: migrate should run npm run migrate, then npm run seed (got ${text || 'the image CMD'})`);
    if (migrate.restart !== 'no') problems.push(`${where}: migrate restarts (${migrate.restart ?? 'unset'}); restart: "no" for a one-off`);
  }
  // The nightly backup: resident (compose has no cron), on the database, into a named volume, keeping 14 days.
  const backup = services.backup;
  if (backup && images.has('backup')) {
    const named = new Set(Object.keys(doc.volumes ?? {}));
    const persistent = (path: string) =>
      volumesOf(backup).some(({ source, target }) => (named.has(source) || source.startsWith('/') || source.startsWith('.')) && target === path.replace(/\/+$/, ''));
    problems.push(...backupCommandProblems(commandOf(backup), `${where}: backup`, persistent, true));
    if (!restarts(backup)) problems.push(`${where}: backup does not restart (${backup.restart ?? 'unset'}): a crash would end the nightly backups`);
  }
  // What works on the database waits for PostgreSQL to answer.
  // (Through the pooler, the pooler waits for it: checked with the pooler below.)
  const viaPooler = (name: string) => URL.parse(envs.get(name)?.DATABASE_URL ?? '')?.hostname === PGBOUNCER && services[PGBOUNCER] !== undefined;
  for (const name of ['migrate', 'backup', MAIL_WORKER]) {
    if (services[name] && images.has(name) && !viaPooler(name) && dependency(services[name]!, 'postgres') !== 'service_healthy') problems.push(`${where}: ${name} does not wait for postgres to be healthy`);
  }

  const api = services.api;
  if (api) {
    if (dependency(api, 'migrate') !== 'service_completed_successfully') problems.push(`${where}: api does not wait for migrate to complete successfully`);
    const env = envs.get('api') ?? {};
    const grace = durationMs(api.stop_grace_period) ?? 10_000;
    if (grace <= contracts.shutdownTimeoutMs(env)) problems.push(`${where}: api's stop_grace_period ${grace} ms is not above its shutdown timeout ${contracts.shutdownTimeoutMs(env)} ms`);
    // DATABASE_URL names the compose database, with its user and database: directly, or through the pooler for
    // those that need no session of their own.
    const postgresEnv = environmentOf(services.postgres ?? {});
    let pooled = false;
    for (const service of ON_API_IMAGE) {
      const env = envs.get(service);
      if (!env) continue;
      try {
        const url = new URL(env?.DATABASE_URL ?? '');
        const throughPooler = url.hostname === PGBOUNCER && services[PGBOUNCER] !== undefined;
        if (throughPooler && !POOLED.includes(service)) problems.push(`${where}: ${service} goes through ${PGBOUNCER}, in transaction mode; it needs a session of its own: postgres:5432 directly`);
        if (throughPooler) {
          pooled = true;
          if (url.port !== PGBOUNCER_PORT) problems.push(`${where}: ${service}'s DATABASE_URL names ${PGBOUNCER} on port ${url.port || '5432'}, it listens on ${PGBOUNCER_PORT}`);
          if (dependency(services[service]!, PGBOUNCER) === null) problems.push(`${where}: ${service} does not wait for ${PGBOUNCER}`);
        }
        if ((!throughPooler && url.hostname !== 'postgres') || url.username !== postgresEnv.POSTGRES_USER || url.pathname !== `/${postgresEnv.POSTGRES_DB}`) {
          problems.push(`${where}: ${service}'s DATABASE_URL is not the postgres service's database (${postgresEnv.POSTGRES_USER}@postgres/${postgresEnv.POSTGRES_DB})`);
        }
        if (url.password !== (postgresEnv.POSTGRES_PASSWORD ?? '')) problems.push(`${where}: ${service}'s DATABASE_URL has another password than the postgres service`);
      } catch {
        problems.push(`${where}: ${service}'s DATABASE_URL is not a URL`);
      }
    }
    // The pooler: transaction pooling of the postgres service's database, its users' passwords the database's.
    const pooler = services[PGBOUNCER];
    if (pooled && pooler) {
      const what = `${where}: ${PGBOUNCER}`;
      const command = commandOf(pooler);
      const iniPath = command[0] === 'pgbouncer' ? command.at(-1) : undefined;
      const ini = iniPath ? configAt(doc, pooler, iniPath, files.read) : null;
      if (ini === null) problems.push(`${what}: runs ${command.join(' ') || 'the image CMD'}, not pgbouncer on a config the compose file gives it`);
      else {
        const parsed = parsePgBouncerIni(ini);
        const prepared = envs.get('api')?.DATABASE_PREPARED_STATEMENTS !== 'off';
        problems.push(...pgBouncerProblems(parsed, what, { database: postgresEnv.POSTGRES_DB ?? '', host: 'postgres', preparedStatements: prepared }));
        const authFile = parsed.settings.get('auth_file');
        const users = authFile ? configAt(doc, pooler, authFile, files.read) : null;
        if (users === null) problems.push(`${what}: auth_file ${authFile ?? '(unset)'} is not a config it mounts`);
        else if (!users.includes(`"${postgresEnv.POSTGRES_USER}" "${postgresEnv.POSTGRES_PASSWORD}"`)) problems.push(`${what}: its auth_file does not give ${postgresEnv.POSTGRES_USER} the postgres service's password`);
      }
      if (dependency(pooler, 'postgres') !== 'service_healthy') problems.push(`${what} does not wait for postgres to be healthy`);
      if (!restarts(pooler)) problems.push(`${what} does not restart (${pooler.restart ?? 'unset'}): the API would lose its database`);
    }
  }

  // The mail worker on its own, under the profile scale, with which the API leaves the mails to it (MAIL_WORKER=off).
  const worker = services[MAIL_WORKER];
  const workerEnv = envs.get(MAIL_WORKER);
  if (!worker) problems.push(`${where}: no service ${MAIL_WORKER} (the profile scale's mail worker)`);
  else if (workerEnv) {
    const what = `${where}: ${MAIL_WORKER}`;
    if (!(worker.profiles ?? []).includes('scale')) problems.push(`${what}: not under the profile scale, yet the API sends the mails itself unless MAIL_WORKER=off`);
    if (worker.image !== api?.image) problems.push(`${what}: image ${worker.image ?? '(none)'}, the API's is ${api?.image ?? '(none)'}`);
    const grace = durationMs(worker.stop_grace_period) ?? 10_000;
    problems.push(...workerRunProblems(what, commandOf(worker), workerEnv, envs.get('api') ?? {}, { ms: grace, setting: `stop_grace_period ${grace} ms` }, contracts));
    if (!worker.healthcheck?.disable) problems.push(`${what}: the image's HTTP health check would mark it unhealthy: it serves nothing (healthcheck: disable: true)`);
    if (!restarts(worker)) problems.push(`${what}: does not restart (${worker.restart ?? 'unset'}): a crash would stop the mails`);
    if (dependency(worker, 'migrate') !== 'service_completed_successfully') problems.push(`${what}: does not wait for migrate to complete successfully`);
  }
  // By default the API sends; with the scale settings it must not (else the worker is no more than one more sender).
  if (envs.get('api')?.MAIL_WORKER === 'off') problems.push(`${where}: api has MAIL_WORKER=off by default, but ${MAIL_WORKER} runs only under the profile scale: nobody would send the mails`);
  const scaledApi = resolveCompose(files.compose, new Map([...example, ['MAIL_WORKER', 'off']])).services?.api;
  if (api && scaledApi && environmentOf(scaledApi).MAIL_WORKER !== 'off') problems.push(`${where}: api's MAIL_WORKER does not follow MAIL_WORKER from deploy/.env (\${MAIL_WORKER:-on}), so the profile scale cannot turn it off`);

  // The shell's runtime-config.json, mounted where RUNTIME_CONFIG says.
  let config: RuntimeConfig | null = null;
  const shellEnv = envs.get('shell');
  if (shellEnv && services.shell) {
    const source = shellEnv.RUNTIME_CONFIG ? mountedFile(services.shell, shellEnv.RUNTIME_CONFIG) : undefined;
    const text = source ? files.read(source) : null;
    const generated = !source && shellEnv.RUNTIME_CONFIG ? generatedRuntimeConfig(files, services, shellEnv.RUNTIME_CONFIG, new Set(Object.keys(doc.volumes ?? {}))) : null;
    if (generated) {
      problems.push(...generated.problems);
      if (generated.text !== null) {
        config = runtimeConfigOf(generated.text, `${where}: the runtime config ${generated.writer} writes`, contracts, problems);
      }
    } else if (!source) problems.push(`${where}: shell mounts nothing at RUNTIME_CONFIG (${shellEnv.RUNTIME_CONFIG})`);
    else if (text === null) problems.push(`${where}: shell mounts ${source}, which is not a file in deploy/`);
    else config = runtimeConfigOf(text, `deploy/${normalize(source)}`, contracts, problems);
  }
  problems.push(...addressProblems(where, config, envs.get('api'), Object.fromEntries(remotes.map((r) => [r, envs.get(r)]))));
  problems.push(...botCheckProblems(where, config, envs.get('api')));

  // Each public address reaches its service: through the proxy's site for it, or a published port.
  const publicAddresses = [...publicAddressesOf(envs.get('api'), config), ...remotes.map((remote): [string | undefined, string] => [envs.get(remote)?.PUBLIC_URL, remote])];
  const proxies = proxiesOf(services);
  for (const [url, target] of publicAddresses) {
    const origin = originOfUrl(url);
    if (!origin) continue;
    const port = Number(new URL(origin).port || (origin.startsWith('https:') ? 443 : 80));
    const targetPort = Number(envs.get(target)?.PORT);
    const direct = services[target] && published(services[target]!).get(port) === targetPort;
    const viaProxy = proxies.some(([, proxy]) => {
      const caddyfile = files.read(bindMounts(proxy).get('/etc/caddy/Caddyfile')!);
      const upstreams = caddyfile ? caddySitesByOrigin(caddyfile, environmentOf(proxy)).get(origin) : undefined;
      return published(proxy).get(port) === port && (upstreams ?? []).includes(`${target}:${targetPort}`);
    });
    if (!direct && !viaProxy) problems.push(`${where}: ${origin} does not reach ${target}:${targetPort} (no proxy site for it, no published port)`);
  }
  return [...new Set(problems)];
};

/**
 * The runtime config in a named volume of the shell's, written by a one-shot service: `node <script> <path>` with the
 * script bind-mounted from deploy/. The script is run here (a copy of it, with the service's environment, into a
 * scratch folder standing for the volume), so the check reads what the shell would.
 */
const generatedRuntimeConfig = (
  files: ComposeFiles,
  services: Record<string, Service>,
  path: string,
  named: Set<string>,
): { writer: string; text: string | null; problems: string[] } | null => {
  const shell = services.shell!;
  const at = namedVolumeAt(shell, path, named);
  if (!at) return null;
  const where = files.path;
  const writers = Object.entries(services).filter(([name, service]) => name !== 'shell' && volumesOf(service).some((v) => v.source === at.volume && !v.readOnly));
  if (writers.length !== 1) return { writer: '(none)', text: null, problems: [`${where}: shell reads RUNTIME_CONFIG (${path}) from the volume ${at.volume}, which ${writers.length === 0 ? 'no service writes' : `several services write (${writers.map(([name]) => name).join(', ')})`}`] };
  const [writer, service] = writers[0]!;
  const problems: string[] = [];
  if (service.restart !== 'no') problems.push(`${where}: ${writer} restarts (${service.restart ?? 'unset'}); restart: "no" for a one-off`);
  if (dependency(shell, writer) !== 'service_completed_successfully') problems.push(`${where}: shell does not wait for ${writer} to complete successfully, so it could start without its runtime config`);
  const argv = Array.isArray(service.command) ? service.command : [];
  const script = argv[0] === 'node' && argv.length === 3 ? mountedFile(service, argv[1]!) : undefined;
  const scriptText = script ? files.read(script) : null;
  const target = argv[2] ? namedVolumeAt(service, argv[2], named) : undefined;
  if (!script || scriptText === null) return { writer, text: null, problems: [...problems, `${where}: ${writer} runs ${argv.join(' ') || 'the image CMD'}, not node on a script of deploy/ mounted into it`] };
  if (!target || target.volume !== at.volume || target.inside !== at.inside) return { writer, text: null, problems: [...problems, `${where}: ${writer} writes ${argv[2] ?? 'nothing'}, not the shell's RUNTIME_CONFIG ${path} (volume ${at.volume})`] };
  const scratch = mkdtempSync(join(tmpdir(), 'inercise-runtime-config-'));
  try {
    writeFileSync(join(scratch, 'script.mjs'), scriptText);
    const env = Object.fromEntries(Object.entries(environmentOf(service)).filter((entry): entry is [string, string] => entry[1] !== undefined));
    execFileSync(process.execPath, [join(scratch, 'script.mjs'), join(scratch, 'runtime-config.json')], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'pipe' });
    return { writer, text: readFileSync(join(scratch, 'runtime-config.json'), 'utf8'), problems };
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { writer, text: null, problems: [...problems, `${where}: ${writer}'s ${normalize(script)} fails: ${stderr || (error instanceof Error ? error.message : String(error))}`] };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
};
