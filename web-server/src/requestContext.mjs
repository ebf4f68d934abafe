// One request id per shopper's request, carried from the shell's page through the first-screen calls to the API.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id another service sent is kept only when it is a plain token: it ends up in logs and headers. */
const saneId = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The incoming request's id, or a new one.
 * @param {import('node:http').IncomingMessage} req
 */
export function requestIdOf(req) {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && saneId.test(sent) ? sent : randomUUID();
}

/** @type {AsyncLocalStorage<{ requestId: string }>} */
const current = new AsyncLocalStorage();

/**
 * Runs work with a request id that every fetch made inside it forwards (see forwardRequestIds).
 * @template T
 * @param {string} requestId
 * @param {() => T} work
 * @returns {T}
 */
export function withRequestId(requestId, work) {
  return current.run({ requestId }, work);
}

export function currentRequestId() {
  return current.getStore()?.requestId;
}

/** Public origin → the address this server reaches it at (see useInternalOrigins). */
const internalOrigins = new Map();

/**
 * Inside a cluster a server reaches the API and the remotes at their service addresses, not through the public
 * ones the pages name (which may not even resolve there). The markup keeps the public addresses.
 * @param {Record<string, string>} map public origin → internal origin
 */
export function useInternalOrigins(map) {
  for (const [publicOrigin, internal] of Object.entries(map)) internalOrigins.set(new URL(publicOrigin).origin, new URL(internal).origin);
}

/**
 * @param {string | URL | Request} input
 * @returns {string | URL | Request}
 */
function internalTarget(input) {
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
  /** @type {typeof fetch} */
  const serverFetch = (input, init) => {
    const target = internalTarget(input);
    const requestId = currentRequestId();
    if (!requestId) return plainFetch(target, init);
    const headers = new Headers(init?.headers ?? (target instanceof Request ? target.headers : undefined));
    if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, requestId);
    return plainFetch(target, { ...init, headers });
  };
  globalThis.fetch = serverFetch;
}
