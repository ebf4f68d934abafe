import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACT_MAJOR } from '../contract/contractMajor';
import { federationNames, type RemoteName } from '../routes/routeOwners';
import type { ExposedModuleId, ExposedModules } from './exposedModules';

/** How long a remote may take before its place shows the fallback (it may still arrive and be used on retry). */
export const REMOTE_TIMEOUT_MS = 4000;

const failedRemotes = new Set<RemoteName>();
let manifests: Partial<Record<RemoteName, string>> = {};
/** The release to use instead when a remote's own cannot be (built against another contract major, or down). */
let fallbacks: Partial<Record<RemoteName, string>> = {};
let releases: Partial<Record<RemoteName, string>> = {};
/** Where a refused release is reported (the shell's server counts them); nowhere on a standalone page. */
let reportUrl: string | null = null;
let attempts = 0;
/** Remotes loaded again after a failure, by federation name: their entry script is asked for with this attempt number. */
const retriedEntries = new Map<string, number>();

const withAttempt = (url: string, attempt: number): string => `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;

/**
 * Turns a remote that cannot be fetched into a rejected promise we handle, instead of an uncaught runtime error:
 * with errorLoadRemote answering nothing, the runtime rethrows to our caller, which shows the fallback.
 */
const resiliencePlugin: ModuleFederationRuntimePlugin = {
  name: 'inercise-resilience',
  errorLoadRemote({ id, error }) {
    console.warn(`remote ${String(id)} failed to load`, error);
    return undefined;
  },
  // The shell's page preloads every remote entry; when that preload failed the browser keeps the failed answer for
  // the page's lifetime, so a retry must ask for a URL of its own or it fails without a request.
  createScript({ url, remoteInfo }) {
    const attempt = remoteInfo ? retriedEntries.get(remoteInfo.name) : undefined;
    if (attempt === undefined) return undefined;
    const script = document.createElement('script');
    script.src = withAttempt(url, attempt);
    return script;
  },
};

const withoutQuery = (url: string): string => url.split('?')[0] ?? url;

function remoteOfManifest(url: string): RemoteName | undefined {
  const wanted = withoutQuery(url);
  return (Object.keys(manifests) as RemoteName[]).find((remote) => withoutQuery(manifests[remote] ?? '') === wanted);
}

/** Said in the console (with the error that follows), and to the shell's server, which counts it. */
function reportIncompatible(remote: RemoteName | undefined, found: unknown): void {
  const release = remote ? releases[remote] : undefined;
  console.error(`${remote}${release ? ` ${release}` : ''} has contract major ${String(found)}, not ${CONTRACT_MAJOR}`);
  if (reportUrl && remote) navigator.sendBeacon?.(reportUrl, JSON.stringify({ remote, release: release ?? null, found: typeof found === 'number' ? found : null }));
}

/**
 * A remote's manifest, fetched for the federation runtime and read first: a release whose contract major differs
 * from the page's (or that does not say) is refused, so no code built against other contracts runs on this page.
 */
async function checkedManifest(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) return response;
  const manifest = (await response.clone().json()) as { metaData?: { buildInfo?: { contractMajor?: unknown } } };
  const found = manifest.metaData?.buildInfo?.contractMajor;
  if (found !== CONTRACT_MAJOR) {
    reportIncompatible(remoteOfManifest(url), found);
    // A release built against another contract major than this page's is never run.
    throw new Error(`${url}: contract major ${String(found)}, not ${CONTRACT_MAJOR}`);
  }
  return response;
}

const contractPlugin: ModuleFederationRuntimePlugin = {
  name: 'inercise-contract',
  fetch(url, init) {
    return withoutQuery(url).endsWith('/mf-manifest.json') ? checkedManifest(url, init) : undefined;
  },
};

export interface RemoteReleases {
  /** Per remote, the manifest to use when its own release cannot be. */
  fallbacks?: Record<string, string>;
  /** Per remote, the name of the release its manifest belongs to (for reports). */
  releases?: Record<string, string>;
  /** Where to report a release refused for its contract major. */
  reportTo?: string;
}

/** Registers every remote from runtime-config.json; a changed URL there needs no shell rebuild. */
export function registerRemoteManifests(remotes: Record<string, string>, options: RemoteReleases = {}): void {
  manifests = { ...remotes } as Partial<Record<RemoteName, string>>;
  fallbacks = { ...options.fallbacks } as Partial<Record<RemoteName, string>>;
  releases = { ...options.releases } as Partial<Record<RemoteName, string>>;
  reportUrl = options.reportTo ?? null;
  registerPlugins([contractPlugin, resiliencePlugin]);
  registerRemotes(
    Object.entries(manifests).map(([remote, entry]) => ({
      name: federationNames[remote as RemoteName],
      entry: entry as string,
    })),
  );
}

/** The remote and the exposed name of a module id: `mf-cart-checkout/MiniCart` is `MiniCart` of mf-cart-checkout. */
function splitModuleId(id: ExposedModuleId): [RemoteName, string] {
  const slash = id.indexOf('/');
  return [id.slice(0, slash) as RemoteName, id.slice(slash + 1)];
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads one exposed module by id (`mf-account/session`, `mf-catalog/app`...), typed by the ExposedModules map,
 * failing within REMOTE_TIMEOUT_MS.
 */
export async function loadRemoteModule<K extends ExposedModuleId>(id: K): Promise<ExposedModules[K]> {
  const [remote, exposed] = splitModuleId(id);
  const entry = manifests[remote];
  const used = entry;
  if (!entry) throw new Error(`${remote} is not configured in runtime-config.json`);
  if (failedRemotes.has(remote)) {
    // A new attempt after a failure: forget what the runtime cached about the broken remote, and ask for the
    // manifest afresh (a still-pending slow request for the same URL would otherwise be joined, not repeated).
    attempts += 1;
    retriedEntries.set(federationNames[remote], attempts);
    registerRemotes([{ name: federationNames[remote], entry: withAttempt(entry, attempts) }], { force: true });
    failedRemotes.delete(remote);
  }
  const federationId = `${federationNames[remote]}/${exposed}`;
  try {
    const module = await withTimeout(loadRemote<ExposedModules[K]>(federationId), REMOTE_TIMEOUT_MS, federationId);
    if (!module) throw new Error(`${federationId} is empty`);
    return module;
  } catch (error) {
    failedRemotes.add(remote);
    const fallback = fallbacks[remote];
    if (fallback && manifests[remote] === used) {
      // Once per page: this remote's release is not usable here, its fallback release is used from now on.
      console.error(`${remote} release ${releases[remote] ?? 'unversioned'} cannot be used, falling back to ${fallback}`, error);
      delete fallbacks[remote];
      delete releases[remote];
      manifests[remote] = fallback;
      failedRemotes.delete(remote);
      registerRemotes([{ name: federationNames[remote], entry: fallback }], { force: true });
    }
    // Switched to the fallback (here, or by a load that failed at the same time): try once more on it.
    if (manifests[remote] !== used) return loadRemoteModule(id);
    throw error;
  }
}
