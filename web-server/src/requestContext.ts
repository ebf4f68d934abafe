// The web servers' outgoing calls: each carries the id of the request it serves (the operations layer keeps it)
// and goes to the internal address of its target.
import { currentRequestId, REQUEST_ID_HEADER } from '@inercise/ops/request-id';

/** Public origin → the address this server reaches it at (see useInternalOrigins). */
const internalOrigins = new Map();

/**
 * Inside a cluster a server reaches the API and the remotes at their service addresses, not through the public
 * ones the pages name (which may not even resolve there). The markup keeps the public addresses.
 * @param map public origin → internal origin
 */
export function useInternalOrigins(map: Record<string, string>) {
  for (const [publicOrigin, internal] of Object.entries(map)) internalOrigins.set(new URL(publicOrigin).origin, new URL(internal).origin);
}

function internalTarget(input: string | URL | Request): string | URL | Request {
  if (internalOrigins.size === 0) return input;
  const url = new URL(input instanceof Request ? input.url : input);
  const internal = internalOrigins.get(url.origin);
  if (!internal) return input;
  const target = new URL(`${url.pathname}${url.search}`, internal);
  return input instanceof Request ? new Request(target, input) : target;
}

let wrapped = false;

/**
 * The first-screen renderers are bundles that call the API with the global fetch, several requests at a time.
 * Wrapping fetch once, for the process, lets each of those calls carry the id of the request it serves and go to
 * the internal address of its target, without the renderers knowing about either.
 */
export function forwardRequestIds() {
  if (wrapped) return;
  wrapped = true;
  const plainFetch = globalThis.fetch;
  const serverFetch: typeof fetch = (input, init) => {
    const target = internalTarget(input);
    const requestId = currentRequestId();
    if (!requestId) return plainFetch(target, init);
    const headers = new Headers(init?.headers ?? (target instanceof Request ? target.headers : undefined));
    if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, requestId);
    return plainFetch(target, { ...init, headers });
  };
  globalThis.fetch = serverFetch;
}
