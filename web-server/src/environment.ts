// The web servers are configured by their environment only; in production a missing setting stops the start.
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { parseTrustProxy } from '@inercise/ops/client-address';
import { s3SettingsFrom } from './store/releaseStore.ts';
import { hstsWanted } from './transportSecurity.ts';
import type { TrustProxy } from '@inercise/ops/client-address';

function commonSettings(env: NodeJS.ProcessEnv, defaultPort: number) {
  const port = Number(env.PORT ?? defaultPort);
  const sync = Number(env.RELEASES_SYNC_SECONDS ?? 30);
  const store = s3SettingsFrom(env);
  const proxy = trustProxyOf(env);
  const production = env.NODE_ENV === 'production';
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  // The counters are the shop's own business: production wants a token for them unless METRICS=off says nobody reads.
  const metricsProblems =
    production && !metricsToken && env.METRICS !== 'off'
      ? ['METRICS_TOKEN is required in production (the bearer token Prometheus reads /metrics with), or METRICS=off']
      : [];
  return {
    // TRUST_PROXY, read as the API reads it: whose X-Forwarded-For entries name the client (field data's limit).
    trustProxy: proxy.trust,
    proxyProblems: proxy.problems,
    metricsProblems,
    /** Who may read /metrics and whether HSTS is sent (the servers' `security` option). */
    security: { metricsToken, production, hsts: hstsWanted(env, production) },
    // A store named explicitly (a container's volume, or object storage): the build's own release is added to it at start.
    installRelease: Boolean(env.RELEASES_DIR || store.settings),
    storeProblems: store.problems,
    // With object storage: the local copy of the kept releases (an emptyDir in a pod) and how often it is compared.
    releasesCacheDir: resolve(env.RELEASES_CACHE_DIR ?? resolve(tmpdir(), 'inercise-releases')),
    releasesSyncMs: (Number.isFinite(sync) && sync >= 1 ? sync : 30) * 1000,
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : defaultPort,
    host: env.HOST ?? '127.0.0.1',
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'info' : 'warn'),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  };
}

/**
 * TRUST_PROXY (@inercise/ops/client-address): a hop count or the proxies' ranges. Production refuses the ambiguous
 * `true`; a value that cannot be read trusts nobody and is a problem everywhere.
 */
function trustProxyOf(env: NodeJS.ProcessEnv): { trust: TrustProxy; problems: string[] } {
  try {
    const parsed = parseTrustProxy(env.TRUST_PROXY);
    if (parsed.ambiguous && env.NODE_ENV === 'production') {
      return {
        trust: { kind: 'none' },
        problems: ['TRUST_PROXY=true is ambiguous: set the number of proxies in front (TRUST_PROXY=1 behind one) or their address ranges'],
      };
    }
    return { trust: parsed.trust, problems: [] };
  } catch (error) {
    return { trust: { kind: 'none' }, problems: [(error as Error).message] };
  }
}

/**
 * INTERNAL_ORIGINS: `https://api.example.com=http://api:8443,https://catalog.example.com=http://mf-catalog:3001`.
 */
export function internalOrigins(text: string | undefined): { map: Record<string, string>; problems: string[] } {
  const map: Record<string, string> = {};
  const problems = [];
  for (const pair of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [publicUrl = '', internal = ''] = pair.split('=');
    if (/^https?:\/\/[^/]/.test(publicUrl) && /^https?:\/\/[^/]/.test(internal)) map[publicUrl] = internal;
    else problems.push(`INTERNAL_ORIGINS: "${pair}" is not <public origin>=<internal origin>`);
  }
  return { map, problems };
}

/**
 * A remote's server: its build, where browsers load it from, and the API it reads.
 */
export function remoteSettings(env: NodeJS.ProcessEnv, defaults: { defaultPort: number; cwd: string }) {
  const common = commonSettings(env, defaults.defaultPort);
  const problems = [];
  if (common.production) {
    for (const name of ['PUBLIC_URL', 'API_URL']) if (!env[name]) problems.push(`${name} is required in production`);
  }
  for (const name of ['PUBLIC_URL', 'API_URL']) {
    const value = env[name];
    if (value && !/^https?:\/\/[^/]/.test(value)) problems.push(`${name} must be an http(s) URL`);
  }
  const internal = internalOrigins(env.INTERNAL_ORIGINS);
  return {
    ...common,
    problems: [...problems, ...internal.problems, ...common.storeProblems, ...common.proxyProblems, ...common.metricsProblems],
    internalOrigins: internal.map,
    distDir: resolve(defaults.cwd, env.DIST_DIR ?? 'dist'),
    releasesDir: resolve(defaults.cwd, env.RELEASES_DIR ?? 'releases'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${common.port}/`,
    apiUrl: env.API_URL ?? 'http://localhost:8443',
  };
}

/**
 * The shell's server: its build and the runtime config it composes pages with.
 */
export function shellSettings(env: NodeJS.ProcessEnv, defaults: { defaultPort: number; cwd: string }) {
  const common = commonSettings(env, defaults.defaultPort);
  const distDir = resolve(defaults.cwd, env.DIST_DIR ?? 'dist');
  const problems = common.production && !env.RUNTIME_CONFIG ? ['RUNTIME_CONFIG (the path of runtime-config.json) is required in production'] : [];
  // Without it the shop's address would come from each request's Host header, and the canonical URLs, robots.txt
  // and the sitemap (which shared caches keep) would name whatever host a request claimed.
  if (common.production && !env.PUBLIC_URL) problems.push("PUBLIC_URL (the shop's public address) is required in production");
  if (env.PUBLIC_URL && !/^https?:\/\/[^/]/.test(env.PUBLIC_URL)) problems.push('PUBLIC_URL must be an http(s) URL');
  const timeout = Number(env.FIRST_SCREEN_TIMEOUT_MS ?? 1500);
  const internal = internalOrigins(env.INTERNAL_ORIGINS);
  return {
    ...common,
    problems: [...problems, ...internal.problems, ...common.storeProblems, ...common.proxyProblems, ...common.metricsProblems],
    internalOrigins: internal.map,
    distDir,
    releasesDir: resolve(defaults.cwd, env.RELEASES_DIR ?? 'releases'),
    runtimeConfigPath: resolve(defaults.cwd, env.RUNTIME_CONFIG ?? resolve(distDir, 'runtime-config.json')),
    firstScreenTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 1500,
    // The shop's address in canonical URLs, the sitemap and shared links; without it, the address each request was
    // made to (behind a proxy: X-Forwarded-Proto and X-Forwarded-Host).
    publicUrl: env.PUBLIC_URL || null,
  };
}
