import { apiRequest } from '../api/apiClient';
import { ApiError } from '../api/apiError';
import { runUndoSteps } from './afterTest';
import { fakeApi, networkError, reply } from './fakeApi';

const API = 'http://localhost:8443';

/** The answer as the shop's API client reads it: status and data, or the error it throws. */
async function ask(path: string, options: Parameters<typeof apiRequest>[1] = {}) {
  try {
    const { status, data } = await apiRequest(path, options);
    return { status, data };
  } catch (error) {
    return error instanceof ApiError ? { status: error.status, message: error.message } : { thrown: error };
  }
}

describe('fakeApi', () => {
  it('answers each route key, a plain value as a 200 with it as JSON', async () => {
    fakeApi({ 'GET /products': [{ id: 1 }], 'DELETE /users/7': reply(204) });
    expect(await ask('/products')).toEqual({ status: 200, data: [{ id: 1 }] });
    expect(await ask('/users/7', { method: 'DELETE' })).toEqual({ status: 204, data: null });
  });

  it('records method, path, query, the parsed body and the headers of every call, in order', async () => {
    const api = fakeApi({ 'POST /cart/add-product/4': {}, 'GET /products': [] });
    await ask('/cart/add-product/4?quantity=2', { method: 'POST', body: [{ id: 11 }], token: 'jwt' });
    await ask('/products');
    expect(api.calls).toEqual([
      expect.objectContaining({
        key: 'POST /cart/add-product/4?quantity=2',
        method: 'POST',
        path: '/cart/add-product/4',
        query: { quantity: '2' },
        url: `${API}/cart/add-product/4?quantity=2`,
        body: [{ id: 11 }],
        headers: expect.objectContaining({ authorization: 'Bearer jwt', 'content-type': 'application/json' }),
        route: 'POST /cart/add-product/4',
      }),
      expect.objectContaining({ key: 'GET /products', body: undefined, route: 'GET /products' }),
    ]);
    expect(api.calls[1]?.headers.authorization).toBeUndefined();
  });

  it('takes the address as a URL object too, and a relative one against the page', async () => {
    const api = fakeApi({ 'GET /products': [] });
    await fetch(new URL('/products?page=1', API));
    await fetch('/products');
    expect(api.calls.map((call) => call.url)).toEqual([`${API}/products?page=1`, 'http://localhost/products']);
  });

  it('matches a key without a query whatever the query, one with a query only on the same parameters', async () => {
    const api = fakeApi({
      'GET /articles/published': 'any order',
      'GET /articles/published?sortDir=DESC&sortBy=datePublished': 'newest first',
    });
    expect((await ask('/articles/published?sortBy=datePublished&sortDir=DESC')).data).toBe('newest first');
    expect((await ask('/articles/published?sortBy=title')).data).toBe('any order');
    expect((await ask('/articles/published')).data).toBe('any order');
    expect(api.callsTo('GET /articles/published?sortBy=datePublished&sortDir=DESC')).toHaveLength(1);
    expect(api.callsTo('GET /articles/published')).toHaveLength(3);
  });

  it('hands :name segments to a handler, and prefers a literal path to a pattern', async () => {
    const handler = jest.fn();
    const api = fakeApi({
      'POST /device/:serial/notes': (request) => handler(request) ?? { id: request.params.serial, body: request.body },
      'POST /device/INR-1/notes': 'the literal one',
    });
    expect((await ask('/device/INR%202/notes', { method: 'POST', body: { a: 1 } })).data).toEqual({ id: 'INR 2', body: { a: 1 } });
    expect((await ask('/device/INR-1/notes', { method: 'POST', body: {} })).data).toBe('the literal one');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(api.calls.map((call) => call.params)).toEqual([{ serial: 'INR 2' }, {}]);
    expect(await ask('/device//notes', { method: 'POST' })).toMatchObject({ status: 404 });
    expect(() => runUndoSteps()).toThrow('no route for POST /device//notes');
  });

  it('sends headers, text and files as asked', async () => {
    fakeApi({
      'POST /users/login': reply(200, { expiresIn: 60 }, { headers: { access_token: 'jwt-from-header' } }),
      'POST /tpay/beginTransaction/': reply(200, 'https://pay.example/tr-1', { text: true }),
      'GET /device-manual': reply(200, new Blob(['%PDF manual'], { type: 'application/pdf' })),
    });
    const login = await fetch(`${API}/users/login`, { method: 'POST' });
    expect(login.headers.get('access_token')).toBe('jwt-from-header');
    expect(await login.json()).toEqual({ expiresIn: 60 });
    expect(await ask('/tpay/beginTransaction/', { method: 'POST', text: true })).toEqual({ status: 200, data: 'https://pay.example/tr-1' });
    const manual = await fetch(`${API}/device-manual`);
    expect(manual.headers.get('content-type')).toBe('application/pdf');
    expect((await manual.blob()).size).toBe('%PDF manual'.length);
    expect(await manual.clone().text()).toBe('%PDF manual');
  });

  it('fails a route with a status or as an unreachable network until reset', async () => {
    const api = fakeApi({ 'GET /products': [] });
    api.fail('GET /products', 503, { message: 'unavailable' });
    expect(await ask('/products')).toEqual({ status: 503, message: 'unavailable' });
    api.fail('GET /products', 'network');
    await expect(fetch(`${API}/products`)).rejects.toThrow(new TypeError('Failed to fetch'));
    expect(await ask('/products')).toMatchObject({ status: 0 });
    api.reset('GET /products');
    expect(await ask('/products')).toEqual({ status: 200, data: [] });
  });

  it('adds and replaces routes while the test runs; reset() puts back those it was installed with', async () => {
    const api = fakeApi({ 'GET /cart': { id: 1 } });
    api.route('GET /cart', { id: 2 });
    api.route('GET /order', networkError());
    expect((await ask('/cart')).data).toEqual({ id: 2 });
    expect(await ask('/order')).toMatchObject({ status: 0 });
    api.reset();
    expect((await ask('/cart')).data).toEqual({ id: 1 });
    expect(await ask('/order')).toMatchObject({ status: 404 });
    expect(api.unknownCalls.map((call) => call.key)).toEqual(['GET /order']);
    expect(() => runUndoSteps()).toThrow(/no route for GET \/order\. Known routes: GET \/cart/);
  });

  it('holds matching calls until released: recorded at once, answered with the route’s answer at release', async () => {
    const api = fakeApi({ 'GET /products': ['first'] });
    const release = api.hold('GET /products');
    let answer: unknown = 'waiting';
    const asking = ask('/products?page=0').then((result) => (answer = result.data));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answer).toBe('waiting');
    expect(api.calls.map((call) => call.key)).toEqual(['GET /products?page=0']);
    api.route('GET /products', ['second']);
    release();
    await asking;
    expect(answer).toEqual(['second']);
    expect((await ask('/products')).data).toEqual(['second']);
  });

  it('releases a held call with the answer given to release, a reply or a handler', async () => {
    const api = fakeApi({ 'POST /contact': reply(201) });
    const release = api.hold('POST /contact');
    const first = ask('/contact', { method: 'POST', body: {} });
    const second = ask('/contact', { method: 'POST', body: {} });
    release(reply(500, { message: 'boom' }));
    expect(await first).toEqual({ status: 500, message: 'boom' });
    expect(await second).toEqual({ status: 500, message: 'boom' });
    const again = api.hold('POST /contact');
    const third = ask('/contact', { method: 'POST', body: { name: 'Jan' } });
    again(({ body }) => body as object);
    expect((await third).data).toEqual({ name: 'Jan' });
  });

  it('rejects a held call the page gives up on, as fetch does', async () => {
    const api = fakeApi({ 'GET /products/1': {} });
    api.hold('GET /products/1');
    const controller = new AbortController();
    const asking = fetch(`${API}/products/1`, { signal: controller.signal });
    controller.abort();
    await expect(asking).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers a call no route knows with a 404 naming the known routes, and fails the test when it ends', async () => {
    const api = fakeApi({ 'GET /products': [], 'GET /product-type': [] });
    const response = await fetch(`${API}/cart`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'fakeApi: no route for GET /cart; known routes: GET /products, GET /product-type' });
    expect(api.unknownCalls).toHaveLength(1);
    expect(() => runUndoSteps()).toThrow('fakeApi: no route for GET /cart. Known routes: GET /products, GET /product-type');
  });

  it('reports a handler that throws, instead of letting the page show it as a server error', async () => {
    fakeApi({
      'GET /cart': () => {
        throw new Error('the test forgot a case');
      },
    });
    expect(await ask('/cart')).toMatchObject({ status: 500 });
    expect(() => runUndoSteps()).toThrow('a handler threw: GET /cart: the test forgot a case');
  });

  it('refuses a key that is not "METHOD /path"', () => {
    // @ts-expect-error: the key type catches it before the test runs.
    expect(() => fakeApi({ 'get /products': [] })).toThrow('"get /products" is not a route key');
    expect(() => fakeApi().route('GET products' as never, [])).toThrow('is not a route key');
  });

  describe('fetch', () => {
    it('is the fake while the test runs', () => {
      const api = fakeApi();
      expect(typeof globalThis.fetch).toBe('function');
      api.restore();
      expect(globalThis.fetch).toBeUndefined();
      fakeApi();
      fakeApi();
    });

    it('is back to the environment’s own after every test, however many fakes the last one installed', () => {
      expect(Object.prototype.hasOwnProperty.call(globalThis, 'fetch')).toBe(false);
    });

    it('unwinds nested fakes in order', () => {
      const outer = fakeApi({ 'GET /a': 1 });
      const outerFetch = globalThis.fetch;
      fakeApi({ 'GET /b': 2 });
      runUndoSteps();
      expect(globalThis.fetch).toBeUndefined();
      expect(outer.calls).toEqual([]);
      expect(outerFetch).not.toBe(globalThis.fetch);
    });
  });
});
