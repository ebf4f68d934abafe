// What the servers themselves say they need, read from their code: the API's production rules (productionProblems),
// the web servers' settings (environment.ts), the runtime config's rules, the health routes, the upload limit and
// the pool's default. A module or an export missing is an error: the checks never fall back on a copy of the rules.
import { pathToFileURL } from 'node:url';
import { fullPath, readText, remotes, sourceFiles } from './repo.ts';

export type Env = Record<string, string | undefined>;
type EnvProblems = (env: Env) => string[];

export const healthRoutes = ['/health/live', '/health/ready'] as const;

export interface Contracts {
  /** What a production API refuses to start with. */
  apiProblems: EnvProblems;
  /** What the release commands (migrate, seed, backup) refuse in production. */
  releaseProblems: EnvProblems;
  /** What the mail worker on its own needs in production: the API's rules on the variables it reads. */
  workerProblems: EnvProblems;
  /** The rules of a service or Deployment by its name (api, migrate, backup, mail-worker, shell, a remote). */
  rulesOf: (name: string) => EnvProblems | undefined;
  runtimeConfigProblems: (value: unknown) => string[];
  /** The manifest shoppers get for a remote's entry of runtime-config.json: a plain URL, or its live release's. */
  liveManifest: (entry: unknown) => string | null;
  /** The routes each kind of server answers, found in its sources. */
  routes: { api: string[]; web: string[] };
  /** How long one SMTP attempt may take: a stopping mail worker finishes the one it is sending. */
  mailSendTimeoutMs: (env: Env) => number;
  /** How long a server lets requests in flight finish after SIGTERM. */
  shutdownTimeoutMs: (env: Env) => number;
  /** The largest request body the API takes (the back office's pictures): what the gateway must let through. */
  uploadLimitBytes: number;
  /** The API's DATABASE_POOL_MAX when unset. */
  poolMaxDefault: number;
  /** The modules the rules come from. */
  sources: Record<string, string>;
}

const SOURCES = {
  api: 'api/src/productionProblems.ts',
  webServers: 'web-server/src/environment.ts',
  runtimeConfig: 'web-server/src/runtimeConfig.ts',
  discovery: 'web-server/src/discovery.ts',
  uploadLimit: 'contracts/src/domain/admin/adminImage.ts',
  poolMax: 'api/src/db/poolSettings.ts',
};

/** The named exports of a repository module, each required. */
const exportsOf = async (path: string, ...names: string[]): Promise<Record<string, unknown>> => {
  const module = (await import(pathToFileURL(fullPath(path)).href)) as Record<string, unknown>;
  for (const name of names) if (module[name] === undefined) throw new Error(`${path} exports no ${name}, which deploy/checks reads`);
  return module;
};

const set = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';

/** Route literals ('/health/live') found in a folder's sources. */
const routesIn = (dir: string): string[] =>
  [...new Set(sourceFiles(dir).flatMap((file) => [...readText(file).matchAll(/['"](\/health\/\w+|\/metrics|\/first-screen)['"]/g)].map((match) => match[1]!)))];

export const loadContracts = async (): Promise<Contracts> => {
  const { productionProblems, databaseProblems } = (await exportsOf(SOURCES.api, 'productionProblems', 'databaseProblems')) as { productionProblems: EnvProblems; databaseProblems: EnvProblems };
  const { shellSettings, remoteSettings } = await exportsOf(SOURCES.webServers, 'shellSettings', 'remoteSettings');
  const { runtimeConfigProblems } = (await exportsOf(SOURCES.runtimeConfig, 'runtimeConfigProblems')) as { runtimeConfigProblems: (value: unknown) => string[] };
  const { releasesOf, manifestUrl } = (await exportsOf(SOURCES.discovery, 'releasesOf', 'manifestUrl')) as {
    releasesOf: (entry: unknown) => { url: string; live?: string };
    manifestUrl: (url: string, release?: string) => string;
  };
  const { ADMIN_IMAGE_MAX_BYTES } = await exportsOf(SOURCES.uploadLimit, 'ADMIN_IMAGE_MAX_BYTES');
  const { DEFAULT_POOL_SETTINGS } = await exportsOf(SOURCES.poolMax, 'DEFAULT_POOL_SETTINGS');

  const settingsProblems = (settings: unknown) => (env: Env): string[] =>
    (settings as (env: Env, defaults: { defaultPort: number; cwd: string }) => { problems?: string[] })(env, { defaultPort: 8080, cwd: '/' }).problems ?? [];
  const required = (names: string[]) => (env: Env) => names.filter((name) => !set(env[name])).map((name) => `${name} is required in production`);
  /** Every server runs with NODE_ENV=production, then its own rules. */
  const production = (...rules: EnvProblems[]): EnvProblems => (env) => [...(env.NODE_ENV === 'production' ? [] : ['NODE_ENV is not production']), ...rules.flatMap((rule) => rule(env))];
  const configText = readText('api/src/config.ts');
  const defaultOf = (name: string) => Number(new RegExp(`${name},\\s*([\\d_]+)`).exec(configText)?.[1]?.replace(/_/g, '') ?? NaN);
  const timeout = (name: string) => (env: Env) => (set(env[name]) ? Number(env[name]) : defaultOf(name));

  const rules = {
    apiProblems: production(productionProblems),
    releaseProblems: production(databaseProblems),
    // The worker reads only the database and the mail settings (src/worker.ts).
    workerProblems: production((env) => productionProblems(env).filter((problem) => /^(DATABASE_URL|SMTP_URL|SHOP_EMAIL)\b/.test(problem))),
  };
  const shell = production(required(['RUNTIME_CONFIG', 'DIST_DIR']), settingsProblems(shellSettings));
  const remote = production(required(['PUBLIC_URL', 'API_URL', 'DIST_DIR']), settingsProblems(remoteSettings));
  const byName: Record<string, EnvProblems> = { api: rules.apiProblems, migrate: rules.releaseProblems, backup: rules.releaseProblems, 'mail-worker': rules.workerProblems, shell };
  return {
    ...rules,
    rulesOf: (name) => byName[name] ?? (remotes.includes(name) ? remote : undefined),
    runtimeConfigProblems,
    liveManifest: (entry) => {
      if (typeof entry === 'string') return entry;
      if (typeof entry !== 'object' || entry === null) return null;
      const releases = releasesOf(entry);
      return manifestUrl(releases.url, releases.live);
    },
    // Health and metrics routes are the operations layer's (ops/), served by both.
    routes: { api: [...routesIn('api/src'), ...routesIn('ops/src')], web: [...routesIn('web-server/src'), ...routesIn('ops/src')] },
    mailSendTimeoutMs: timeout('MAIL_SEND_TIMEOUT_MS'),
    shutdownTimeoutMs: timeout('SHUTDOWN_TIMEOUT_MS'),
    poolMaxDefault: (DEFAULT_POOL_SETTINGS as { max: number }).max,
    uploadLimitBytes: ADMIN_IMAGE_MAX_BYTES as number,
    sources: SOURCES,
  };
};
