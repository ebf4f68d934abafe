// The shell's discovery document for the one-server deployment (compose.server.yaml), written from DOMAIN at each
// start by the one-shot service `discovery`: the API and every remote on a host of their own under the shop's
// domain (a remote is found at the origin of its manifest, so each needs one). A document already there keeps its
// releases (live, canary) and only gets the addresses, so a rollout survives a restart and a new domain flows in.
// Plain node, no packages: it runs from a bind mount inside the shell's image.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The subdomain of each remote; the shell is the domain itself, the API is `api.`. */
export const REMOTE_HOSTS = {
  'mf-content': 'content',
  'mf-catalog': 'catalog',
  'mf-cart-checkout': 'cart',
  'mf-account': 'account',
  'mf-backoffice': 'backoffice',
};

/** A bare host name: letters, digits and hyphens in dot-separated labels, at least two of them. */
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * The shop's public origins for a domain.
 * @param {string} domain
 * @returns {{ shop: string, api: string, remotes: Record<string, string> }}
 */
export function originsOf(domain) {
  const host = domain.trim().toLowerCase();
  if (!HOST.test(host)) throw new Error(`DOMAIN=${domain} is not a host name (e.g. sklep-ani.pl, without https:// or a path)`);
  return {
    shop: `https://${host}`,
    api: `https://api.${host}`,
    remotes: Object.fromEntries(Object.entries(REMOTE_HOSTS).map(([remote, sub]) => [remote, `https://${sub}.${host}`])),
  };
}

/**
 * The document for a domain; `previous` (the one already written, if any) keeps each remote's releases. A Turnstile
 * site key (TURNSTILE_SITE_KEY) puts the bot check on the shop's forms; without one there is none.
 * @param {string} domain
 * @param {unknown} [previous]
 * @param {string} [turnstileSiteKey]
 * @returns {{ apiUrl: string, remotes: Record<string, unknown>, turnstile?: { siteKey: string } }}
 */
export function runtimeConfigFor(domain, previous, turnstileSiteKey = '') {
  const origins = originsOf(domain);
  const before = /** @type {Record<string, unknown>} */ (typeof previous === 'object' && previous !== null ? previous : {});
  const oldRemotes = /** @type {Record<string, unknown>} */ (typeof before.remotes === 'object' && before.remotes !== null ? before.remotes : {});
  /** @type {Record<string, unknown>} */
  const remotes = {};
  for (const [remote, origin] of Object.entries(origins.remotes)) {
    const entry = oldRemotes[remote];
    // An entry with releases is an object with its server's url; a plain one is the manifest's URL.
    remotes[remote] = typeof entry === 'object' && entry !== null ? { ...entry, url: origin } : `${origin}/mf-manifest.json`;
  }
  const { turnstile: _earlier, ...kept } = before;
  return { ...kept, apiUrl: origins.api, remotes, ...(turnstileSiteKey.trim() ? { turnstile: { siteKey: turnstileSiteKey.trim() } } : {}) };
}

/** Reads DOMAIN, writes the document at the path given, by a write and a rename (the shell never sees half a file). */
const main = () => {
  const path = process.argv[2];
  if (!path) throw new Error('usage: node runtime-config.mjs <runtime-config.json>');
  let previous;
  try {
    previous = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    previous = undefined;
  }
  const config = runtimeConfigFor(process.env.DOMAIN ?? '', previous, process.env.TURNSTILE_SITE_KEY ?? '');
  writeFileSync(`${path}.tmp`, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o644 });
  renameSync(`${path}.tmp`, path);
  console.log(`runtime config ${path}: shop ${originsOf(process.env.DOMAIN ?? '').shop}, API ${config.apiUrl}`);
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
