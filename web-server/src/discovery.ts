// runtime-config.json as the discovery document: for each remote, where it is served and which of its releases
// shoppers get (live, a previous one to fall back to, a canary for a share of shoppers). See docs/releases.md.
import { createHash } from 'node:crypto';

type Canary = { release: string; share: number };
/**
 * `url` is where the remote's server answers; its releases are under `<url>/releases/<version>/`. Without `live`
 * the remote's unversioned build at `<url>/mf-manifest.json` is served.
 */
export type RemoteReleases = { url: string; live?: string; previous?: string; canary?: Canary };
/** a plain manifest URL, or a remote with releases */
export type RemoteEntry = string | RemoteReleases;
export type Choice = { manifest: string; release: string | null };
export type ShopperChoice = { chosen: Choice; cohort: 'live' | 'canary'; fallback: Choice | null };

/** A release's name: the package version plus the commit (`1.4.0+3f9c2ab`), safe in a path segment. */
export const RELEASE_NAME = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/;

export const isHttpUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The manifest of one release of a remote served at `url`, or of its unversioned build when release is null.
 */
export function manifestUrl(url: string, release: string | null | undefined) {
  return release ? `${withoutSlash(url)}/releases/${encodeURIComponent(release)}/mf-manifest.json` : `${withoutSlash(url)}/mf-manifest.json`;
}

/**
 * The problems of one remote's entry, empty when it is usable.
 */
export function remoteEntryProblems(name: string, entry: unknown): string[] {
  const where = `runtime config: remotes.${name}`;
  if (typeof entry === 'string') return isHttpUrl(entry) ? [] : [`${where} is not an http(s) URL`];
  if (typeof entry !== 'object' || entry === null) return [`${where} is neither a manifest URL nor a remote with releases`];
  const remote = entry as Record<string, unknown>;
  const problems = [];
  if (!isHttpUrl(remote.url)) problems.push(`${where}.url is not an http(s) URL`);
  for (const key of ['live', 'previous']) {
    if (remote[key] !== undefined && !(typeof remote[key] === 'string' && RELEASE_NAME.test(remote[key])))
      problems.push(`${where}.${key} is not a release name`);
  }
  for (const key of ['previous', 'canary']) {
    if (remote[key] !== undefined && remote.live === undefined) problems.push(`${where} has a ${key} release but no live one`);
  }
  if (remote.canary !== undefined) {
    const canary = (remote.canary ?? {}) as Record<string, unknown>;
    if (typeof canary.release !== 'string' || !RELEASE_NAME.test(canary.release)) problems.push(`${where}.canary.release is not a release name`);
    if (typeof canary.share !== 'number' || !(canary.share > 0 && canary.share < 100))
      problems.push(`${where}.canary.share is not a percentage between 0 and 100`);
  }
  return problems;
}

/**
 * A remote's entry in its long form (a plain manifest URL becomes the remote's unversioned build).
 */
export function releasesOf(entry: RemoteEntry): RemoteReleases {
  if (typeof entry !== 'string') return entry;
  return { url: entry.replace(/\/mf-manifest\.json$/, '') };
}

/**
 * The manifest URLs an entry may send browsers to (for the Content-Security-Policy and the release checks).
 */
export function manifestsOf(entry: RemoteEntry) {
  if (typeof entry === 'string') return [entry];
  return [entry.live ?? null, entry.previous, entry.canary?.release]
    .filter((release) => release !== undefined)
    .map((release) => manifestUrl(entry.url, release));
}

/**
 * Where a shopper falls for one remote, 0 (inclusive) to 100 (exclusive): the same for the same shopper every
 * time, and independent between remotes, so a canary of one team does not always land on the same shoppers as
 * another team's.
 */
export function bucketOf(shopper: string, remote: string) {
  const digest = createHash('sha256').update(`${shopper}:${remote}`).digest();
  return (digest.readUInt32BE(0) % 10000) / 100;
}

/**
 * The release of one remote a shopper gets, and what to fall back to when it cannot be loaded: the live release
 * for a canary shopper, the previous release for everyone else.
 */
export function chooseRelease(entry: RemoteEntry, remote: string, shopper: string): ShopperChoice {
  if (typeof entry === 'string') return { chosen: { manifest: entry, release: null }, cohort: 'live', fallback: null };
  const live = { manifest: manifestUrl(entry.url, entry.live), release: entry.live ?? null };
  const previous = entry.previous ? { manifest: manifestUrl(entry.url, entry.previous), release: entry.previous } : null;
  if (entry.canary && bucketOf(shopper, remote) < entry.canary.share) {
    return { chosen: { manifest: manifestUrl(entry.url, entry.canary.release), release: entry.canary.release }, cohort: 'canary', fallback: live };
  }
  return { chosen: live, cohort: 'live', fallback: previous };
}

/** The cookie that keeps a shopper on the same releases across pages and visits. */
const SHOPPER_COOKIE = 'inercise_rollout';
const SHOPPER_ID = /^[0-9a-f]{32}$/;

/**
 * The shopper's rollout id from their cookies, or null.
 */
export function shopperFromCookie(cookieHeader: string | undefined) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === SHOPPER_COOKIE && SHOPPER_ID.test(value)) return value;
  }
  return null;
}

/**
 * The Set-Cookie value that assigns a new shopper: first-party, a year long, never sent to other sites.
 */
export function shopperCookie(shopper: string, secure: boolean) {
  return `${SHOPPER_COOKIE}=${shopper}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
