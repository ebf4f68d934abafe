import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createRemoteServer } from '../src/remoteServer.ts';
import { capturedLogger, fakeApi, jsonOf, metricValue, remoteBuild, serve } from './fixtures.ts';

describe("a remote's server", () => {
  let api: Awaited<ReturnType<typeof fakeApi>>;
  let remote: Awaited<ReturnType<typeof serve>>;
  const { logger, lines } = capturedLogger('mf-catalog');

  before(async () => {
    api = await fakeApi();
    const app = createRemoteServer({ distDir: remoteBuild(), publicUrl: 'https://catalog.example.com/', apiUrl: api.url, logger, name: 'mf-catalog' });
    remote = await serve(app.handle);
  });
  after(async () => {
    await remote.close();
    await api.close();
  });

  test('is live and ready once its build and renderer are loaded', async () => {
    const live = await fetch(`${remote.url}/health/live`);
    assert.equal(live.status, 200);
    assert.deepEqual(await live.json(), { status: 'ok' });
    const ready = await fetch(`${remote.url}/health/ready`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { status: 'ok', checks: { bundle: 'ok', renderer: 'ok' } });
    assert.equal(metricValue(await (await fetch(`${remote.url}/metrics`)).text(), 'service_ready', { service: 'mf-catalog' }), 1);
  });

  test('draws a first screen with its stylesheets under its public URL, and asks the API under the same request id', async () => {
    const response = await fetch(`${remote.url}/first-screen?path=%2Fen%2Fshop&lang=en`, { headers: { 'x-request-id': 'page-42' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-request-id'), 'page-42');
    assert.deepEqual(await response.json(), { html: '<h1>en /en/shop 2</h1>', stylesheets: ['https://catalog.example.com/app.1234abcd.css'] });
    assert.deepEqual(api.received.at(-1), { path: '/products', requestId: 'page-42' });
  });

  test('answers 204 when there is no first screen: an unknown language, a route it does not draw, a renderer that fails', async () => {
    for (const query of ['path=%2Fen%2Fshop&lang=de', 'path=shop&lang=en', 'path=%2Fnothing&lang=en', 'path=%2Fbroken&lang=pl']) {
      const response = await fetch(`${remote.url}/first-screen?${query}`);
      assert.equal(response.status, 204, query);
    }
  });

  test("passes on what the page says about itself, in the shapes the shell reads, and the shop's origin it was told", async () => {
    const described = await fetch(`${remote.url}/first-screen?path=%2Fen%2Fdescribed&lang=en&origin=https%3A%2F%2Fshop.example.com`);
    assert.deepEqual(await described.json(), {
      html: '<h1>Described</h1>',
      stylesheets: ['https://catalog.example.com/app.1234abcd.css'],
      // Not an http(s) image, not two language paths, not a boolean noindex: left out, as are unknown fields.
      head: {
        title: 'Described <page>',
        description: 'What the page is about',
        type: 'product',
        structuredData: [{ '@type': 'Product', name: 'Set', url: 'https://shop.example.com/en/described' }],
      },
    });
    // A request naming no origin, or something else, is drawn for the shop at the remote's own address.
    for (const origin of ['', '&origin=javascript%3Aalert(1)', '&origin=https%3A%2F%2Fshop.example.com%2Fpath']) {
      const screen = await jsonOf(await fetch(`${remote.url}/first-screen?path=%2Fen%2Fdescribed&lang=en${origin}`));
      assert.equal(screen.head.structuredData[0].url, 'https://catalog.example.com/en/described', origin);
    }
  });

  test('passes on a move to a path of the shop and a missing page, and nothing else', async () => {
    const moved = await fetch(`${remote.url}/first-screen?path=%2Fen%2Fold-product&lang=en`);
    assert.deepEqual(await moved.json(), { html: '', stylesheets: ['https://catalog.example.com/app.1234abcd.css'], redirect: '/en/product/new-name' });
    const unsafe = await jsonOf(await fetch(`${remote.url}/first-screen?path=%2Fen%2Funsafe-move&lang=en`));
    assert.equal(unsafe.redirect, undefined);
    const gone = await jsonOf(await fetch(`${remote.url}/first-screen?path=%2Fen%2Fproduct%2Fgone&lang=en`));
    assert.equal(gone.status, 410);
    const unknown = await (await fetch(`${remote.url}/first-screen?path=%2Fen%2Fproduct%2Funknown&lang=en`)).json();
    assert.deepEqual(unknown, { html: '', stylesheets: ['https://catalog.example.com/app.1234abcd.css'], status: 404 });
  });

  test('draws a fragment with its props and its own stylesheets; 204 for one it has not, bad props, or a failure', async () => {
    const props = encodeURIComponent(JSON.stringify({ count: 3 }));
    const response = await fetch(`${remote.url}/first-screen?fragment=ProductTeasers&props=${props}&lang=pl&origin=http%3A%2F%2Flocalhost%3A3000`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      html: '<ul data-count="3">pl http://localhost:3000</ul>',
      stylesheets: ['https://catalog.example.com/teasers.5678abcd.css'],
    });
    const tooLong = encodeURIComponent(JSON.stringify({ count: 3, padding: 'x'.repeat(3000) }));
    for (const query of [
      'fragment=MiniCart&lang=en',
      `fragment=ProductTeasers&props=${tooLong}&lang=en`,
      'fragment=ProductTeasers&props=%5B1%5D&lang=en',
      'fragment=ProductTeasers&props=%7Bnope&lang=en',
      'fragment=..%2Fapp&lang=en',
      'fragment=ProductTeasers&lang=de',
      'fragment=Broken&lang=en',
    ]) {
      assert.equal((await fetch(`${remote.url}/first-screen?${query}`)).status, 204, query);
    }
    const metrics = await (await fetch(`${remote.url}/metrics`)).text();
    assert.ok(
      (metricValue(metrics, 'http_request_duration_seconds_count', { service: 'mf-catalog', method: 'GET', route: 'fragment', status_code: '200' }) ?? 0) >= 1,
    );
  });

  test('serves its files as a CDN would: entry uncached, hashed chunks immutable and precompressed, server module hidden', async () => {
    const entry = await fetch(`${remote.url}/remoteEntry.js`);
    assert.equal(entry.status, 200);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    assert.match(entry.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    assert.equal(entry.headers.get('access-control-allow-origin'), '*', 'the shell loads it from another origin');
    const chunk = await fetch(`${remote.url}/chunk.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers.get('content-encoding'), 'gzip');
    assert.match(await chunk.text(), /^var chunk/);
    assert.equal((await fetch(`${remote.url}/server/index.cjs`)).status, 404);
    assert.equal((await fetch(`${remote.url}/..%2f..%2fetc%2fpasswd`)).status, 404);
    assert.equal((await fetch(`${remote.url}/missing.js`)).status, 404);
    const deepLink = await fetch(`${remote.url}/en/shop`);
    assert.equal(deepLink.status, 200);
    assert.match(await deepLink.text(), /<main id="root">/);
    const config = await fetch(`${remote.url}/runtime-config.json`);
    assert.deepEqual(await config.json(), { apiUrl: api.url, remotes: {} });
    assert.equal((await fetch(`${remote.url}/remoteEntry.js`, { method: 'POST' })).status, 405);
  });

  test('writes one JSON line per request with its id, generating one when none (or a strange one) is sent', async () => {
    const sent = await fetch(`${remote.url}/remoteEntry.js`, { headers: { 'x-request-id': 'abc-123', authorization: 'Bearer secret-token' } });
    await sent.text();
    const strange = await fetch(`${remote.url}/remoteEntry.js`, { headers: { 'x-request-id': 'a b<script>' } });
    await strange.text();
    const generated = strange.headers.get('x-request-id') ?? '';
    assert.match(generated, /^[0-9a-f-]{36}$/);
    await waitFor(() => lines.some((line) => line.requestId === generated));
    const mine = lines.filter((line) => line.requestId === 'abc-123');
    assert.equal(mine.length, 1);
    assert.equal(mine[0]?.service, 'mf-catalog');
    assert.equal(mine[0]?.route, 'static');
    assert.equal(mine[0]?.status_code, 200);
    assert.equal(mine[0]?.path, '/remoteEntry.js');
    assert.doesNotMatch(JSON.stringify(lines), /secret-token/);
  });

  test('counts request durations by route kind and status in Prometheus text', async () => {
    await (await fetch(`${remote.url}/first-screen?path=%2Fen%2Fshop&lang=en`)).text();
    const response = await fetch(`${remote.url}/metrics`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/plain/);
    const text = await response.text();
    assert.ok(
      (metricValue(text, 'http_request_duration_seconds_count', { service: 'mf-catalog', method: 'GET', route: 'first-screen', status_code: '200' }) ?? 0) >= 1,
    );
    assert.match(text, /process_resident_memory_bytes/);
    assert.doesNotMatch(text, /route="\/en\/shop"/);
  });
});

test('a remote whose build is missing is live but not ready, and says why', async () => {
  const { logger } = capturedLogger();
  const remote = await serve(
    createRemoteServer({ distDir: remoteBuild({ manifest: false }), publicUrl: 'http://localhost:1/', apiUrl: 'http://localhost:2', logger }).handle,
  );
  try {
    assert.equal((await fetch(`${remote.url}/health/live`)).status, 200);
    const ready = await fetch(`${remote.url}/health/ready`);
    assert.equal(ready.status, 503);
    assert.deepEqual(await ready.json(), { status: 'unavailable', checks: { bundle: 'mf-manifest.json missing', renderer: 'ok' } });
    assert.equal(metricValue(await (await fetch(`${remote.url}/metrics`)).text(), 'service_ready', { service: 'remote' }), 0);
    // Its first screens still answer, without stylesheets.
    const screen = await fetch(`${remote.url}/first-screen?path=%2Fnothing&lang=en`);
    assert.equal(screen.status, 204);
  } finally {
    await remote.close();
  }
});

async function waitFor(condition: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
