// Small helpers shared by the compose and Kubernetes checks.
import type { Contracts, Env } from './contracts.ts';
import { healthRoutes } from './contracts.ts';
import { remotes } from './repo.ts';

export const originOfUrl = (url: string | undefined): string | null => {
  try {
    return new URL(url ?? '').origin;
  } catch {
    return null;
  }
};

/** A stand-in for a value the operator supplies (a Secret, a required ${VAR}): long enough for any length rule. */
export const placeholder = (name: string): string =>
  /DATABASE_URL/.test(name)
    ? 'postgres://placeholder:placeholder@placeholder.invalid:5432/placeholder'
    : name === 'SMTP_URL'
      ? 'smtp://placeholder:placeholder@placeholder.invalid:587'
      : /_URL$/.test(name)
      ? 'https://placeholder.invalid'
      : /_EMAIL$/.test(name)
        ? // The operator's own address: one on a real-looking domain, since the API refuses example and test ones.
          `${name.toLowerCase()}@operator-supplied-domain.pl`
        : name === 'DOMAIN'
          ? // The shop's domain (compose.server.yaml): a host name the public addresses are made of.
            'operator-supplied-domain.pl'
          : `placeholder-${name.toLowerCase()}-`.padEnd(48, 'x');

export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<string, string>;
  /** The bot check's site key the browsers get, if any. */
  siteKey?: string;
}

/**
 * The bot check both ends or neither: an API with CAPTCHA_SECRET wants a token from every login, registration,
 * contact and newsletter form, which only the widget (turnstile.siteKey of the runtime config) gives.
 */
export const botCheckProblems = (where: string, config: RuntimeConfig | null, apiEnv: Record<string, string | undefined> | undefined): string[] => {
  if (!config || !apiEnv) return [];
  const checked = (apiEnv.CAPTCHA_SECRET ?? '').trim() !== '';
  if (checked && !config.siteKey) return [`${where}: the API checks bots (CAPTCHA_SECRET) but the shell's runtime config has no turnstile.siteKey: no form could pass`];
  if (!checked && apiEnv.CAPTCHA !== 'off') return [`${where}: the API has no CAPTCHA_SECRET and no CAPTCHA=off: production refuses to start`];
  return [];
};

/** A runtime-config.json's text, what the shell's server would refuse and every remote named with a manifest added to `problems`. */
export const runtimeConfigOf = (text: string, where: string, contracts: Contracts, problems: string[]): RuntimeConfig | null => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    problems.push(`${where}: not JSON (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
  problems.push(...contracts.runtimeConfigProblems(value).map((problem) => `${where}: ${problem}`));
  const written = (value ?? {}) as { apiUrl: string; remotes?: Record<string, unknown>; turnstile?: { siteKey?: unknown } };
  // Each remote as the manifest shoppers get: a plain URL, or its live release's under the remote's address.
  const config: RuntimeConfig = {
    apiUrl: written.apiUrl,
    remotes: Object.fromEntries(Object.entries(written.remotes ?? {}).map(([remote, entry]) => [remote, contracts.liveManifest(entry) ?? ''])),
    ...(typeof written.turnstile?.siteKey === 'string' && written.turnstile.siteKey !== '' ? { siteKey: written.turnstile.siteKey } : {}),
  };
  for (const remote of remotes) {
    const url = config.remotes[remote];
    if (!url) problems.push(`${where}: names no manifest for ${remote}`);
    else if (!/\/mf-manifest\.json$/.test(new URL(url, 'https://x.invalid').pathname)) problems.push(`${where}: ${remote} points at ${url}, not an mf-manifest.json`);
  }
  return config;
};

/** The path of a health probe: one the server's sources answer; and readiness/liveness each on its own route. */
export const probeProblems = (what: string, path: string | undefined, served: string[], expected?: string): string[] => {
  if (!path || !(healthRoutes as readonly string[]).includes(path)) return [`${what}: ${path ?? 'no path'} is not a health route (${healthRoutes.join(', ')})`];
  if (!served.includes(path)) return [`${what}: ${path} is not served by the server's sources`];
  if (expected && path !== expected) return [`${what}: ${path}, ${expected} expected`];
  return [];
};

/** The consistency of the addresses: the shop's API and remotes where runtime-config.json says they are. */
export const addressProblems = (
  where: string,
  config: RuntimeConfig | null,
  api: Env | undefined,
  remoteEnvs: Partial<Record<string, Env>>,
): string[] => {
  const problems: string[] = [];
  if (!config) return problems;
  const apiOrigin = originOfUrl(config.apiUrl);
  if (api) {
    if (originOfUrl(api.PUBLIC_API_URL) !== apiOrigin) problems.push(`${where}: the API's PUBLIC_API_URL ${api.PUBLIC_API_URL} is not runtime-config's apiUrl ${config.apiUrl}`);
    const shop = originOfUrl(api.SHOP_URL);
    const cors = api.CORS_ORIGINS ? api.CORS_ORIGINS.split(',').map((o) => originOfUrl(o.trim())) : [shop];
    if (!cors.includes(shop)) problems.push(`${where}: CORS_ORIGINS ${api.CORS_ORIGINS} leaves out the shop's origin ${shop}`);
  }
  for (const [remote, env] of Object.entries(remoteEnvs)) {
    if (!env) continue;
    const manifest = originOfUrl(config.remotes[remote]);
    if (originOfUrl(env.PUBLIC_URL) !== manifest) problems.push(`${where}: ${remote}'s PUBLIC_URL ${env.PUBLIC_URL} is not the origin of its manifest in runtime-config (${manifest})`);
    if (originOfUrl(env.API_URL) !== apiOrigin) problems.push(`${where}: ${remote}'s API_URL ${env.API_URL} is not runtime-config's apiUrl ${config.apiUrl}`);
  }
  return problems;
};

/** The shop's public addresses and the server behind each: the shop, the API as it and the runtime config name it, each remote's manifest. */
export const publicAddressesOf = (api: Env | undefined, config: RuntimeConfig | null): [string | undefined, string][] => [
  [api?.SHOP_URL, 'shell'],
  [api?.PUBLIC_API_URL, 'api'],
  [config?.apiUrl, 'api'],
  ...remotes.map((remote): [string | undefined, string] => [config?.remotes[remote], remote]),
];

/** "30s", "1m30s", "500ms" in milliseconds. */
export const durationMs = (text: string | undefined): number | null => {
  if (!text) return null;
  let total = 0;
  const parts = [...String(text).matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0) return null;
  for (const [, value, unit] of parts) total += Number(value) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit as 'ms' | 's' | 'm' | 'h'];
  return total;
};
