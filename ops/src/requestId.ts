// One request id per request: the caller's (the shell passes the page request's on to the remotes and the API),
// else a new one. It is echoed in the answer and written in every log line of the request.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept only when it is a plain token: it lands in logs and in an answer header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

const current = new AsyncLocalStorage<{ requestId: string }>();

/** Runs work with a request id that code inside it can read (a server's outgoing calls forward it). */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return current.run({ requestId }, work);
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}
