import { singlePage, type Product } from '@inercise/shared';
import { catalogue, productTypes } from './fixtures';

interface Route {
  status: number;
  body: unknown;
}

export interface FakeApi {
  /** Every request path the page made, in order. */
  calls: string[];
  /** The JSON bodies sent, by "METHOD path". */
  bodies: Map<string, unknown>;
  /** Replaces the answer of one path (exact, without the API's origin). */
  answer(path: string, status: number, body?: unknown): void;
  /** Back to the fixtures' answer for one path. */
  reset(path: string): void;
  /** Makes one path fail as if the network were down. */
  failNetwork(path: string): void;
  /** Holds the answers of one path until release() is called. */
  hold(path: string): () => void;
  restore(): void;
}

/** A fetch that answers like the shop's API from the fixtures: GET /products, /products/{id}, /product-type. */
export function installFakeApi(products: Product[] = catalogue): FakeApi {
  const original = globalThis.fetch;
  const overrides = new Map<string, Route | 'network'>();
  const held = new Map<string, Promise<void>>();
  const calls: string[] = [];
  const bodies = new Map<string, unknown>();

  const defaultRoute = (path: string): Route => {
    if (path === '/products') return { status: 200, body: singlePage(products) };
    if (path === '/product-type') return { status: 200, body: productTypes };
    const match = /^\/products\/(.+)$/.exec(path);
    if (match) {
      if (!/^\d+$/.test(match[1] ?? '')) return { status: 400, body: { message: 'invalidId', field: 'id' } };
      const product = products.find((candidate) => candidate.id === Number(match[1]));
      return product ? { status: 200, body: product } : { status: 404, body: { message: 'productNotFound', field: 'id' } };
    }
    return { status: 404, body: { message: 'notFound' } };
  };

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = `${url.pathname}${url.search}`;
    const call = `${init?.method ?? 'GET'} ${path}`;
    calls.push(call);
    if (typeof init?.body === 'string') bodies.set(call, JSON.parse(init.body) as unknown);
    const wait = held.get(path);
    if (wait) await wait;
    const route = overrides.get(path) ?? defaultRoute(path);
    if (route === 'network') throw new TypeError('Failed to fetch');
    const text = route.body === undefined ? '' : JSON.stringify(route.body);
    return {
      ok: route.status >= 200 && route.status < 300,
      status: route.status,
      statusText: String(route.status),
      headers: new Headers(),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  }) as typeof fetch;

  return {
    calls,
    bodies,
    answer(path, status, body) {
      overrides.set(path, { status, body });
    },
    reset(path) {
      overrides.delete(path);
    },
    failNetwork(path) {
      overrides.set(path, 'network');
    },
    hold(path) {
      let release = () => {};
      held.set(
        path,
        new Promise<void>((resolve) => {
          release = () => {
            held.delete(path);
            resolve();
          };
        }),
      );
      return () => release();
    },
    restore() {
      globalThis.fetch = original;
    },
  };
}
