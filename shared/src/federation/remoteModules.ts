import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federationNames, type RemoteName } from '../routes/routeOwners';

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

/** Loads one exposed module of a remote (`./app`, `./MiniCart`...), failing within REMOTE_TIMEOUT_MS. */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
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
  const id = `${federationNames[remote]}/${exposed.replace(/^\.\//, '')}`;
  try {
    const module = await withTimeout(loadRemote<T>(id), REMOTE_TIMEOUT_MS, id);
    if (!module) throw new Error(`${id} is empty`);
    return module;
  } catch (error) {
    failedRemotes.add(remote);
    throw error;
  }
}
