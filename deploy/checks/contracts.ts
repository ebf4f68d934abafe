// What the servers themselves say they need, read from their code where it says so: the API's production rules
// (productionProblems), the web servers' settings (environment.mjs), the runtime config's rules, the health routes.
// Where a module is missing, an explicit list stands in, and `sources` says which was used.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { exists, fullPath, readText } from './repo.ts';

export type Env = Record<string, string | undefined>;
type EnvProblems = (env: Env) => string[];

export const healthRoutes = ['/health/live', '/health/ready'] as const;

export interface Contracts {
  /** What a production API refuses to start with. */
  apiProblems: EnvProblems;
  /** What the release commands (migrate, seed) refuse in production. */
  releaseProblems: EnvProblems;
  shellProblems: (env: Env) => string[];
  remoteProblems: (env: Env) => string[];
  runtimeConfigProblems: (value: unknown) => string[];
  /** The manifest shoppers get for a remote's entry of runtime-config.json: a plain URL, or its live release's. */
  liveManifest: (entry: unknown) => string | null;
  /** The routes each kind of server answers, found in its sources. */
  routes: { api: string[]; web: string[] };
  /** What the mail worker on its own needs in production: the API's rules on the variables it reads. */
  workerProblems: EnvProblems;
  /** How long one SMTP attempt may take: a stopping mail worker finishes the one it is sending. */
  mailSendTimeoutMs: (env: Env) => number;
  /** How long a server lets requests in flight finish after SIGTERM. */
  shutdownTimeoutMs: (env: Env) => number;
  /** The largest request body the API takes (the back office's pictures): what the gateway must let through. */
  uploadLimitBytes: number;
  /** The API's DATABASE_POOL_MAX when unset. */
  poolMaxDefault: number;
  /** Which checks came from the servers' own code and which from this package's stand-ins. */
  sources: Record<string, string>;
}

const load = async (path: string): Promise<Record<string, unknown> | null> =>
  exists(path) ? ((await import(pathToFileURL(fullPath(path)).href)) as Record<string, unknown>) : null;

const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';

const set = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';
const https = (value: string | undefined): boolean => {
  try {
    return new URL(value ?? '').protocol === 'https:';
  } catch {
    return false;
  }
};

/** The API's production requirements as its brief lists them: used only when productionProblems is missing. */
const explicitApiProblems: EnvProblems = (env) => {
  const problems: string[] = [];
  if (!set(env.JWT_SECRET) || Buffer.byteLength(env.JWT_SECRET ?? '') < 32) problems.push('JWT_SECRET: at least 32 bytes');
  if (env.PAYMENT_PROVIDER === 'tpay') {
    for (const name of ['TPAY_CLIENT_ID', 'TPAY_CLIENT_SECRET', 'TPAY_SECURITY_CODE']) if (!set(env[name])) problems.push(`${name} is missing`);
    if (env.TPAY_API_URL !== 'https://api.tpay.com' && env.ALLOW_SANDBOX_PAYMENTS !== '1') problems.push('TPAY_API_URL: https://api.tpay.com, or ALLOW_SANDBOX_PAYMENTS=1');
  } else if (env.PAYMENT_PROVIDER === 'sandbox') {
    if (env.ALLOW_SANDBOX_PAYMENTS !== '1') problems.push('PAYMENT_PROVIDER=sandbox needs ALLOW_SANDBOX_PAYMENTS=1');
  } else problems.push('PAYMENT_PROVIDER: tpay or sandbox');
  if (!set(env.DATABASE_URL)) problems.push('DATABASE_URL is missing');
  for (const name of ['SHOP_URL', 'PUBLIC_API_URL']) if (!https(env[name])) problems.push(`${name}: an https URL`);
  for (const name of ['SMTP_URL', 'SHOP_EMAIL']) if (!set(env[name])) problems.push(`${name} is missing`);
  return problems;
};

/** Route literals ('/health/live') found in a folder's sources. */
const routesIn = (dir: string): string[] => {
  const found = new Set<string>();
  const walk = (path: string) => {
    if (!existsSync(fullPath(path))) return;
    for (const entry of readdirSync(fullPath(path), { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.(?:ts|mjs|js)$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        for (const match of readText(child).matchAll(/['"](\/health\/\w+|\/metrics|\/first-screen)['"]/g)) found.add(match[1]!);
      }
    }
  };
  walk(dir);
  return [...found];
};

export const loadContracts = async (): Promise<Contracts> => {
  const sources: Record<string, string> = {};
  const production = await load('api/src/productionProblems.ts');
  const config = await load('api/src/config.ts');
  const productionProblems = production?.productionProblems ?? config?.productionProblems;
  const databaseProblems = production?.databaseProblems ?? config?.databaseProblems;
  sources.api = isFunction(productionProblems) ? 'productionProblems (api/src)' : 'explicit list (deploy/checks/contracts.ts)';
  sources.release = isFunction(databaseProblems) ? 'databaseProblems (api/src)' : 'explicit list (DATABASE_URL)';

  const environment = await load('web-server/src/environment.mjs');
  const shellSettings = environment?.shellSettings;
  const remoteSettings = environment?.remoteSettings;
  sources.webServers = isFunction(shellSettings) && isFunction(remoteSettings) ? 'shellSettings/remoteSettings (web-server/src) and the explicit list' : 'explicit list';
  const runtimeConfig = await load('web-server/src/runtimeConfig.mjs');
  const runtimeConfigProblems = runtimeConfig?.runtimeConfigProblems;
  sources.runtimeConfig = isFunction(runtimeConfigProblems) ? 'runtimeConfigProblems (web-server/src)' : 'explicit check';
  const discovery = await load('web-server/src/discovery.mjs');
  const { releasesOf, manifestUrl } = discovery ?? {};

  const adminImage = await load('shared/src/domain/admin/adminImage.ts');
  const uploadLimit = adminImage?.ADMIN_IMAGE_MAX_BYTES;
  sources.uploadLimit = typeof uploadLimit === 'number' ? 'ADMIN_IMAGE_MAX_BYTES (shared/src)' : 'explicit 8 MiB';

  const poolSettings = await load('api/src/db/poolSettings.ts');
  const poolMax = (poolSettings?.DEFAULT_POOL_SETTINGS as { max?: unknown } | undefined)?.max;
  sources.poolMax = typeof poolMax === 'number' ? 'DEFAULT_POOL_SETTINGS (api/src/db)' : 'explicit 10';

  const settingsProblems = (settings: unknown, env: Env): string[] => {
    const value = (settings as (env: Env, defaults: { defaultPort: number; cwd: string }) => { problems?: string[] })(env, { defaultPort: 8080, cwd: '/' });
    return value.problems ?? [];
  };
  const required = (names: string[]) => (env: Env) => names.filter((name) => !set(env[name])).map((name) => `${name} is required in production`);
  const configText = exists('api/src/config.ts') ? readText('api/src/config.ts') : '';
  const defaultOf = (name: string, fallback: number) => Number(new RegExp(`${name},\\s*([\\d_]+)`).exec(configText)?.[1]?.replace(/_/g, '') ?? fallback);
  const timeoutDefault = defaultOf('SHUTDOWN_TIMEOUT_MS', 10_000);
  const sendTimeoutDefault = defaultOf('MAIL_SEND_TIMEOUT_MS', 20_000);

  return {
    apiProblems: (env) => [
      ...(env.NODE_ENV === 'production' ? [] : ['NODE_ENV is not production']),
      ...(isFunction(productionProblems) ? (productionProblems as EnvProblems)(env) : explicitApiProblems(env)),
    ],
    releaseProblems: (env) => [
      ...(env.NODE_ENV === 'production' ? [] : ['NODE_ENV is not production']),
      ...(isFunction(databaseProblems) ? (databaseProblems as EnvProblems)(env) : required(['DATABASE_URL'])(env)),
    ],
    // The brief's variables always, and the web servers' own settings check where it exists.
    // The worker reads only the database and the mail settings (src/worker.ts).
    workerProblems: (env) => [
      ...(env.NODE_ENV === 'production' ? [] : ['NODE_ENV is not production']),
      ...(isFunction(productionProblems)
        ? (productionProblems as EnvProblems)(env).filter((problem) => /^(DATABASE_URL|SMTP_URL|SHOP_EMAIL)\b/.test(problem))
        : required(['DATABASE_URL', 'SMTP_URL', 'SHOP_EMAIL'])(env)),
    ],
    shellProblems: (env) => [
      ...(env.NODE_ENV === 'production' ? [] : ['NODE_ENV is not production']),
      ...required(['RUNTIME_CONFIG', 'DIST_DIR'])(env),
      ...(isFunction(shellSettings) ? settingsProblems(shellSettings, env) : []),
    ],
    remoteProblems: (env) => [
      ...(env.NODE_ENV === 'production' ? [] : ['NODE_ENV is not production']),
      ...required(['PUBLIC_URL', 'API_URL', 'DIST_DIR'])(env),
      ...(isFunction(remoteSettings) ? settingsProblems(remoteSettings, env) : []),
    ],
    runtimeConfigProblems: isFunction(runtimeConfigProblems)
      ? (value) => (runtimeConfigProblems as (value: unknown) => string[])(value)
      : (value) => {
          const config = value as { apiUrl?: unknown; remotes?: unknown } | null;
          return typeof config?.apiUrl === 'string' && typeof config.remotes === 'object' && config.remotes !== null ? [] : ['runtime config: apiUrl and remotes wanted'];
        },
    liveManifest: (entry) => {
      if (typeof entry === 'string') return entry;
      if (!isFunction(releasesOf) || !isFunction(manifestUrl) || typeof entry !== 'object' || entry === null) return null;
      const releases = (releasesOf as (entry: unknown) => { url: string; live?: string })(entry);
      return (manifestUrl as (url: string, release?: string) => string)(releases.url, releases.live);
    },
    // Health and metrics routes are the operations layer's (ops/), served by both.
    routes: { api: [...routesIn('api/src'), ...routesIn('ops/src')], web: [...routesIn('web-server/src'), ...routesIn('ops/src')] },
    mailSendTimeoutMs: (env) => (set(env.MAIL_SEND_TIMEOUT_MS) ? Number(env.MAIL_SEND_TIMEOUT_MS) : sendTimeoutDefault),
    shutdownTimeoutMs: (env) => (set(env.SHUTDOWN_TIMEOUT_MS) ? Number(env.SHUTDOWN_TIMEOUT_MS) : timeoutDefault),
    poolMaxDefault: typeof poolMax === 'number' ? poolMax : 10,
    uploadLimitBytes: typeof uploadLimit === 'number' ? uploadLimit : 8 * 1024 * 1024,
    sources,
  };
};
