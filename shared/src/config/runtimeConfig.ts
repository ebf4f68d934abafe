import { z } from 'zod/mini';
import { lazySchema } from '@inercise/contracts/validation/lazySchema';

/**
 * Where the API and each remote live, as the shell's server resolves them for this shopper: for each remote the
 * manifest of the release they get, the one to fall back to when it cannot be used, and the release's name. Served
 * next to the shell as runtime-config.json, never baked into a build.
 */
const runtimeConfigSchema = lazySchema(() =>
  z.object({
    apiUrl: z.string().check(z.minLength(1)),
    remotes: z.record(z.string(), z.string()),
    fallbacks: z.optional(z.record(z.string(), z.string())),
    releases: z.optional(z.record(z.string(), z.string())),
    analyticsTag: z.optional(z.string()),
    /** The share of page loads whose browsers report their field data (Core Web Vitals), 0 to 1; 0.1 unless set. */
    fieldDataSampleRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
    /**
     * The bot check (Cloudflare Turnstile) on the login, registration, contact and newsletter forms: its site key,
     * and where its script comes from (Cloudflare's unless set). Absent: no widget, and the API checks nothing.
     */
    turnstile: z.optional(
      z.object({
        siteKey: z.string().check(z.minLength(1)),
        scriptUrl: z.optional(z.string().check(z.minLength(1))),
      }),
    ),
  }),
);

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig = { apiUrl: 'http://localhost:8443', remotes: {} };

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = runtimeConfigSchema.parse(config);
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Fetches and validates runtime-config.json (no caching: a redeployed remote is picked up on the next visit). */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime config ${url}: ${response.status}`);
  const config = runtimeConfigSchema.parse(await response.json());
  setRuntimeConfig(config);
  return config;
}
