import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federationNames, type RemoteName } from '../routes/routeOwners';
import type { ExposedModuleId, ExposedModules } from './exposedModules';

/** How long a remote may take before its place shows the fallback (it may still arrive and be used on retry). */
export const REMOTE_TIMEOUT_MS = 4000;

const failedRemotes = new Set<RemoteName>();
let manifests: Partial<Record<RemoteName, string>> = {};
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

/** Registers every remote from runtime-config.json; a changed URL there needs no shell rebuild. */
export function registerRemoteManifests(remotes: Record<string, string>): void {
  manifests = remotes as Partial<Record<RemoteName, string>>;
  registerPlugins([resiliencePlugin]);
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
    throw error;
  }
}
