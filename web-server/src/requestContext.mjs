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

let forwarding = false;

/**
 * The first-screen renderers are bundles that call the API with the global fetch, several requests at a time.
 * Wrapping fetch once, for the process, lets each of those calls carry the id of the request it serves
 * without the renderers knowing about it.
 */
export function forwardRequestIds() {
  if (forwarding) return;
  forwarding = true;
  const plainFetch = globalThis.fetch;
  /** @type {typeof fetch} */
  const fetchWithId = (input, init) => {
    const requestId = currentRequestId();
    if (!requestId) return plainFetch(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, requestId);
    return plainFetch(input, { ...init, headers });
  };
  globalThis.fetch = fetchWithId;
}
