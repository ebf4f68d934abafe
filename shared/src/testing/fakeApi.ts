import { afterThisTest } from './afterTest';

/**
 * A stand-in for the shop's API in component tests: `fetch` answered from a table of routes, every call recorded.
 *
 * Routes are keyed `'METHOD /path'`, the path without the API's origin (any origin is accepted, so a test does not
 * care which apiUrl the runtime config holds):
 * - `'GET /products'` matches GET /products with any query string or none;
 * - `'POST /cart/add-product/4?quantity=1'` matches only that query (the same parameters, in any order);
 * - `'GET /products/:id'` matches one non-empty segment, handed to a handler as `request.params.id`.
 * When several keys match, a key with a query wins over one without, and a literal path over one with parameters.
 *
 * An answer is a `reply(status, body?)`, `networkError()`, any other value (a 200 with it as JSON), or a handler
 * `(request) => answer` (sync or async) called for each request. A call no route matches is answered 404 and makes
 * the test fail when it ends, listing the known routes: a forgotten route never passes quietly.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${Method} /${string}`;

/** A call as the page made it. */
interface RecordedCall {
  /** Method, path and query as sent: `'POST /cart/add-product/4?quantity=1'`. */
  key: string;
  method: string;
  /** The path without origin or query. */
  path: string;
  /** The query string's parameters (the last value of a repeated one). */
  query: Record<string, string>;
  /** The whole URL, origin included. */
  url: string;
  /** The body parsed as JSON; a body that is not JSON as sent; undefined without one. */
  body: unknown;
  /** 'include' on a call that carries cookies across the shop's origins (login, the session's refresh). */
  credentials: RequestCredentials | undefined;
  /** Whether the call outlives the page (fetch's keepalive). */
  keepalive: boolean | undefined;
  /** Request headers by lower-case name: `headers.authorization` is `'Bearer …'` on a logged-in call. */
  headers: Record<string, string>;
  /** The route key that answered it (null when none did) and the values of its `:name` segments. */
  route: string | null;
  params: Record<string, string>;
}

/** What a handler gets: the call, with the parameters of the route that matched it. */
type FakeRequest = Readonly<RecordedCall>;
/**
 * What a route answers: reply(), networkError(), a handler, or any other value, sent as JSON with a 200. Spelt out
 * rather than `unknown` so that an inline handler's request is typed without an annotation.
 */
export type RouteAnswer = Handler | object | string | number | boolean | null | undefined;
type Handler = (request: FakeRequest) => RouteAnswer | Promise<RouteAnswer>;
export type Routes = { [key in RouteKey]?: RouteAnswer };

class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string>,
    readonly asText: boolean,
  ) {}
}

class NetworkFailure {}

export interface ReplyOptions {
  /** Response headers (the login answers its token in `access_token`). */
  headers?: Record<string, string>;
  /** Sends a string body as plain text rather than as JSON (the payment start answers a bare URL). */
  text?: boolean;
}

/**
 * An answer with a status: `reply(404, { message: 'productNotFound', field: 'id' })`, `reply(204)`. The body is
 * sent as JSON, as text with `{ text: true }`, or as a file when it is a Blob (its type is the content type).
 */
export function reply(status: number, body?: unknown, options: ReplyOptions = {}): Reply {
  return new Reply(status, body, options.headers ?? {}, options.text ?? false);
}

/** No answer at all: fetch rejects the way it does when the API cannot be reached. */
export function networkError(): NetworkFailure {
  return new NetworkFailure();
}

export interface FakeApi {
  /** Every call so far, in order, including held ones and those no route knew. */
  readonly calls: readonly RecordedCall[];
  /** The calls a key matches (by the same rules as the routes): `api.callsTo('GET /products/:id')`. */
  callsTo(key: RouteKey): RecordedCall[];
  /** Calls no route matched; the test fails with them when it ends. */
  readonly unknownCalls: readonly RecordedCall[];
  /** Adds a route, or replaces the answer of an existing key, from now on. */
  route(key: RouteKey, answer: RouteAnswer): void;
  /** Makes a key answer with an error status (and body), or fail as if the network were down, until reset. */
  fail(key: RouteKey, status: number | 'network', body?: unknown): void;
  /** Puts back the answer the key had when the fake was installed (all keys without an argument). */
  reset(key?: RouteKey): void;
  /**
   * Keeps every call the key matches waiting, from now until release, so a test can see the loading state. Release
   * answers them with the route's answer at that moment, or with the answer given to release.
   */
  hold(key: RouteKey): (answer?: RouteAnswer) => void;
  /** Puts the previous fetch back now; it is done after every test anyway. */
  restore(): void;
}

interface RoutePattern {
  key: string;
  method: string;
  segments: string[];
  query: string | null;
  parameterCount: number;
}

const ROUTE_KEY = /^([A-Z]+) (\/[^?#\s]*)(?:\?([^#\s]*))?$/;

function patternOf(key: string): RoutePattern {
  const match = ROUTE_KEY.exec(key);
  if (!match) throw new Error(`fakeApi: "${key}" is not a route key; write "METHOD /path" or "METHOD /path?query", e.g. "GET /products"`);
  const segments = (match[2] as string).split('/');
  return {
    key,
    method: match[1] as string,
    segments,
    query: match[3] === undefined ? null : sortedQuery(new URLSearchParams(match[3])),
    parameterCount: segments.filter((segment) => segment.startsWith(':')).length,
  };
}

function sortedQuery(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.sort();
  return copy.toString();
}

/** The parameters when the pattern matches the call, else null. */
function paramsIfMatching(pattern: RoutePattern, call: RecordedCall): Record<string, string> | null {
  if (pattern.method !== call.method) return null;
  const segments = call.path.split('/');
  if (segments.length !== pattern.segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.segments.entries()) {
    const actual = segments[index] as string;
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      params[expected.slice(1)] = decodeURIComponent(actual);
    } else if (expected !== actual) {
      return null;
    }
  }
  if (pattern.query !== null && pattern.query !== sortedQuery(new URL(call.url).searchParams)) return null;
  return params;
}

/** A query-bound key beats a path-only one; a literal path beats one with parameters. */
const specificity = (pattern: RoutePattern) => (pattern.query === null ? 0 : 2) + (pattern.parameterCount === 0 ? 1 : 0);

function parsedBody(body: unknown): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function headerRecord(init: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  new Headers(init).forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  // jsdom's Blob cannot read itself; its FileReader can.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the blob could not be read'));
    reader.readAsText(blob);
  });
}

/** The parts of a Response the shop's code reads; jsdom has no Response of its own. */
function responseOf(url: string, answer: Reply): Response {
  const blob = typeof Blob !== 'undefined' && answer.body instanceof Blob ? answer.body : null;
  const text = blob || answer.body === undefined ? '' : answer.asText ? String(answer.body) : JSON.stringify(answer.body);
  const contentType = blob ? blob.type : answer.body === undefined ? null : answer.asText ? 'text/plain;charset=UTF-8' : 'application/json';
  const headers = new Headers({ ...(contentType ? { 'content-type': contentType } : {}), ...answer.headers });
  const readText = () => (blob ? blobText(blob) : Promise.resolve(text));
  const make = (): Response =>
    ({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: '',
      url,
      redirected: false,
      type: 'basic',
      headers,
      text: readText,
      json: async () => JSON.parse(await readText()) as unknown,
      blob: async () => blob ?? new Blob([text], contentType ? { type: contentType } : {}),
      clone: make,
    }) as unknown as Response;
  return make();
}

function abortError(): Error {
  return new DOMException('The operation was aborted.', 'AbortError');
}

interface Hold {
  pattern: RoutePattern;
  released: Promise<{ answer: unknown } | null>;
}

/**
 * Installs a fake API as `globalThis.fetch` for the current test: `const api = fakeApi({ 'GET /products': [...] })`.
 * Install it inside a test or a beforeEach; it is removed when the test ends.
 */
export function fakeApi(routes: Routes = {}): FakeApi {
  const initial = new Map<string, unknown>(Object.entries(routes));
  const table = new Map(initial);
  const patterns = new Map<string, RoutePattern>();
  const patternFor = (key: string) => {
    let pattern = patterns.get(key);
    if (!pattern) {
      pattern = patternOf(key);
      patterns.set(key, pattern);
    }
    return pattern;
  };
  // Every key is checked now: a misspelt one fails where it is written, not as an unknown call later.
  for (const key of initial.keys()) patternFor(key);

  const calls: RecordedCall[] = [];
  const unknownCalls: RecordedCall[] = [];
  const handlerErrors: string[] = [];
  const holds = new Set<Hold>();

  const bestRoute = (call: RecordedCall) => {
    let best: { key: string; params: Record<string, string>; rank: number } | null = null;
    for (const key of table.keys()) {
      const pattern = patternFor(key);
      const params = paramsIfMatching(pattern, call);
      if (params && (best === null || specificity(pattern) > best.rank)) best = { key, params, rank: specificity(pattern) };
    }
    return best;
  };

  /** A handler is called; any value other than a reply or a network error is a 200 with it as JSON. */
  const settle = async (answer: unknown, call: RecordedCall, key: string): Promise<Reply | NetworkFailure> => {
    let value = answer;
    if (typeof value === 'function') {
      try {
        value = await (value as Handler)(call);
      } catch (error) {
        handlerErrors.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
        return reply(500, { message: 'fakeApi: the route handler threw' });
      }
    }
    return value instanceof Reply || value instanceof NetworkFailure ? value : reply(200, value);
  };

  const answerFor = (call: RecordedCall): Promise<Reply | NetworkFailure> => {
    const found = bestRoute(call);
    if (!found) {
      unknownCalls.push(call);
      const known = [...table.keys()].join(', ') || 'none';
      return Promise.resolve(reply(404, { message: `fakeApi: no route for ${call.method} ${call.path}; known routes: ${known}` }));
    }
    call.route = found.key;
    call.params = found.params;
    return settle(table.get(found.key), call, found.key);
  };

  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    // Told apart by shape: a URL or Request from another realm (Node's, under jsdom) fails instanceof.
    const request = typeof input === 'object' && 'url' in input ? input : null;
    const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
    const url = new URL(typeof input === 'string' ? input : 'url' in input ? input.url : input.href, base);
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      key: `${method} ${url.pathname}${url.search}`,
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      url: url.href,
      body: parsedBody(init.body),
      headers: headerRecord(init.headers ?? request?.headers),
      credentials: init.credentials ?? request?.credentials,
      keepalive: init.keepalive ?? request?.keepalive,
      route: null,
      params: {},
    };
    const found = bestRoute(call);
    if (found) {
      call.route = found.key;
      call.params = found.params;
    }
    calls.push(call);

    const signal = init.signal ?? request?.signal ?? null;
    if (signal?.aborted) throw abortError();
    let given: { answer: unknown } | null = null;
    for (const hold of [...holds].filter((candidate) => paramsIfMatching(candidate.pattern, call))) {
      const released = await new Promise<{ answer: unknown } | null>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(abortError()), { once: true });
        void hold.released.then(resolve);
      });
      given ??= released;
    }
    if (signal?.aborted) throw abortError();

    const answer = given ? await settle(given.answer, call, `the release of ${call.key}`) : await answerFor(call);
    if (answer instanceof NetworkFailure) throw new TypeError('Failed to fetch');
    return responseOf(url.href, answer);
  };

  const hadFetch = Object.prototype.hasOwnProperty.call(globalThis, 'fetch');
  const previous = globalThis.fetch;
  globalThis.fetch = fake as typeof fetch;
  const restore = () => {
    if (globalThis.fetch !== fake) return;
    if (hadFetch) globalThis.fetch = previous;
    else delete (globalThis as { fetch?: typeof fetch }).fetch;
  };
  afterThisTest(() => {
    restore();
    const problems = [
      ...unknownCalls.map((call) => `no route for ${call.key}`),
      ...handlerErrors.map((error) => `a handler threw: ${error}`),
    ];
    if (problems.length > 0) {
      throw new Error(`fakeApi: ${problems.join('; ')}. Known routes: ${[...table.keys()].join(', ') || 'none'}`);
    }
  });

  return {
    calls,
    unknownCalls,
    callsTo(key) {
      const pattern = patternOf(key);
      return calls.filter((call) => paramsIfMatching(pattern, call) !== null);
    },
    route(key, answer) {
      patternFor(key);
      table.set(key, answer);
    },
    fail(key, status, body) {
      patternFor(key);
      table.set(key, status === 'network' ? networkError() : reply(status, body));
    },
    reset(key) {
      const keys = key === undefined ? [...table.keys()] : [key];
      for (const each of keys) {
        if (initial.has(each)) table.set(each, initial.get(each));
        else table.delete(each);
      }
    },
    hold(key) {
      let open: (value: { answer: unknown } | null) => void = () => {};
      const hold: Hold = { pattern: patternOf(key), released: new Promise((resolve) => (open = resolve)) };
      holds.add(hold);
      return (...answer: unknown[]) => {
        holds.delete(hold);
        open(answer.length > 0 ? { answer: answer[0] } : null);
      };
    },
    restore,
  };
}
