import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { createOps } from '../src/createOps.ts';
import { createLogger } from '../src/logger.ts';
import { HTTP_DURATION_BUCKETS } from '../src/metrics.ts';
import { metricsAccess } from '../src/metricsAccess.ts';
import { closeServer, listen, opsHandler } from '../src/nodeAdapter.ts';
import { currentRequestId, requestIdOf } from '../src/requestId.ts';

/** A logger whose lines the test reads. */
function capturedLogger(service = 'test-service') {
  const lines: Record<string, any>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger({ service, destination }), lines };
}

const sampleLines = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

async function waitFor(condition: () => boolean) {
  for (let waited = 0; waited < 2000 && !condition(); waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.ok(condition(), 'the condition never held');
}

describe('the HTTP histogram', () => {
  it('has exactly service, method, route and status_code, and the shared buckets', async () => {
    const ops = createOps({ service: 'shell', logger: capturedLogger().logger });
    ops.record({ requestId: 'a', method: 'GET', path: '/en/shop', route: 'page', statusCode: 200, seconds: 0.03 }, { log: false });
    const text = await ops.registry.metrics();
    const buckets = sampleLines(text, 'http_request_duration_seconds_bucket');
    assert.deepEqual(
      buckets.map((line) => line.match(/le="([^"]+)"/)?.[1]),
      [...HTTP_DURATION_BUCKETS.map(String), '+Inf'],
    );
    const [count] = sampleLines(text, 'http_request_duration_seconds_count');
    assert.equal(count, 'http_request_duration_seconds_count{service="shell",method="GET",route="page",status_code="200"} 1');
    assert.match(text, /^process_cpu_user_seconds_total\{service="shell"\}/m);
  });
});

describe('the request log', () => {
  it('writes one JSON line with time, service, requestId, method, route, status_code, durationMs', () => {
    const { logger, lines } = capturedLogger('mf-catalog');
    const ops = createOps({ service: 'mf-catalog', logger });
    ops.record({ requestId: 'abc-123', method: 'GET', path: '/first-screen', route: 'first-screen', statusCode: 200, seconds: 0.012345 });
    assert.equal(lines.length, 1);
    const line = lines[0] ?? {};
    assert.match(line.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.deepEqual(
      { ...line, time: 'iso' },
      {
        level: 30,
        time: 'iso',
        service: 'mf-catalog',
        requestId: 'abc-123',
        method: 'GET',
        path: '/first-screen',
        route: 'first-screen',
        status_code: 200,
        durationMs: 12.35,
        msg: 'request',
      },
    );
  });

  it('redacts passwords, tokens and cookies', () => {
    const { logger, lines } = capturedLogger();
    logger.warn(
      {
        headers: { authorization: 'Bearer top-secret-1', cookie: 'sid=top-secret-2' },
        body: { email: 'jan@example.com', password: 'top-secret-3', accessToken: 'top-secret-4' },
      },
      'refused',
    );
    const text = JSON.stringify(lines);
    assert.match(text, /jan@example\.com/);
    assert.doesNotMatch(text, /top-secret/);
  });
});

describe('the request id', () => {
  it("keeps a caller's plain id and replaces anything else with a new one", () => {
    assert.equal(requestIdOf({ headers: { 'x-request-id': 'shopper-7' } }), 'shopper-7');
    for (const given of [undefined, 'x'.repeat(129), 'a b<script>', ['a', 'b']]) {
      assert.match(requestIdOf({ headers: { 'x-request-id': given } }), /^[0-9a-f-]{36}$/);
    }
  });
});

describe('readiness', () => {
  it('sets service_ready when checked and when scraped, and turns 503 on stop', async () => {
    let ready = true;
    const ops = createOps({ service: 'api', logger: capturedLogger().logger, check: () => ({ ready, checks: { database: ready ? 'ok' : 'unreachable' } }) });
    assert.deepEqual(await ops.readiness.answer(), { status: 200, body: { status: 'ok', checks: { database: 'ok' } } });
    assert.match(await ops.registry.metrics(), /^service_ready\{service="api"\} 1$/m);
    ready = false;
    // A scrape checks again by itself.
    assert.match(await ops.registry.metrics(), /^service_ready\{service="api"\} 0$/m);
    ready = true;
    assert.equal((await ops.readiness.answer()).status, 200);
    ops.readiness.stop();
    assert.deepEqual(await ops.readiness.answer(), { status: 503, body: { status: 'unavailable', checks: { server: 'shutting down' } } });
    assert.match(await ops.registry.metrics(), /^service_ready\{service="api"\} 0$/m);
  });
});

describe('the Node adapter', () => {
  it('lets only the token read /metrics when one is set, and nobody in production without one', async () => {
    const { logger } = capturedLogger('shell');
    const serve = async (settings: { token: string | null; production: boolean }) => {
      const ops = createOps({ service: 'shell', logger });
      const server = await listen(opsHandler({ ops, authorizeMetrics: metricsAccess(settings), routes: async () => 'page' }), { port: 0, host: '127.0.0.1' });
      const address = server.address();
      assert.ok(address && typeof address === 'object');
      return { server, ops, url: `http://127.0.0.1:${address.port}/metrics` };
    };
    const guarded = await serve({ token: 'scrape-1', production: true });
    const refused = await fetch(guarded.url);
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('www-authenticate'), 'Bearer');
    assert.doesNotMatch(await refused.text(), /http_request_duration/);
    assert.equal((await fetch(guarded.url, { headers: { authorization: 'Bearer scrape-2' } })).status, 401);
    const read = await fetch(guarded.url, { headers: { authorization: 'Bearer scrape-1' } });
    assert.equal(read.status, 200);
    assert.match(await read.text(), /service_ready/);
    const closed = await serve({ token: null, production: true });
    assert.equal((await fetch(closed.url)).status, 401, 'production without a token: nobody');
    assert.equal((await fetch(closed.url, { headers: { authorization: 'Bearer ' } })).status, 401);
    const local = await serve({ token: null, production: false });
    assert.equal((await fetch(local.url)).status, 200, 'a local run: open');
    for (const { server, ops } of [guarded, closed, local]) await closeServer(server, 1000, ops);
  });

  it('answers health and metrics, echoes the request id, and lets a request in flight finish on close', async () => {
    const { logger, lines } = capturedLogger('shell');
    const ops = createOps({ service: 'shell', logger });
    let release: (value?: unknown) => void = () => {};
    // Resolved by the handler when the slow request has arrived.
    const slowStarted = new Promise((started) => {
      release = started;
    });
    let finishSlow: (value?: unknown) => void = () => {};
    const handle = opsHandler({
      ops,
      routes: async (_req, res, { url }) => {
        if (url.pathname === '/slow') {
          release();
          await new Promise((resolve) => {
            finishSlow = resolve;
          });
        }
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end(`id ${currentRequestId()}`);
        return url.pathname === '/slow' ? 'slow' : 'page';
      },
    });
    const server = await listen(handle, { port: 0, host: '127.0.0.1' });
    const address = server.address();
    assert.ok(address && typeof address === 'object');
    const base = `http://127.0.0.1:${address.port}`;

    const page = await fetch(`${base}/en/shop?q=1`, { headers: { 'x-request-id': 'shopper-7' } });
    assert.equal(page.headers.get('x-request-id'), 'shopper-7');
    assert.equal(await page.text(), 'id shopper-7');
    await waitFor(() => lines.some((line) => line.requestId === 'shopper-7'));
    assert.deepEqual(
      lines.filter((line) => line.requestId === 'shopper-7').map((line) => [line.path, line.route, line.status_code]),
      [['/en/shop', 'page', 200]],
    );
    assert.deepEqual(await (await fetch(`${base}/health/live`)).json(), { status: 'ok' });
    assert.equal((await fetch(`${base}/health/ready`)).status, 200);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    assert.match(metrics, /http_request_duration_seconds_count\{service="shell",method="GET",route="page",status_code="200"\} 1/);

    const slow = fetch(`${base}/slow`).then((answer) => answer.text());
    await slowStarted;
    const closed = closeServer(server, 5000, ops);
    assert.equal((await ops.readiness.answer()).status, 503);
    finishSlow();
    assert.match(await slow, /^id /);
    await closed;
    await assert.rejects(fetch(`${base}/health/live`));
  });

  it('cuts a request still running at the time limit', async () => {
    const ops = createOps({ service: 'shell', logger: capturedLogger().logger });
    let arrived = false;
    const routes = (): Promise<string> => {
      arrived = true;
      return new Promise(() => {});
    };
    const server = await listen(opsHandler({ ops, routes }), { port: 0, host: '127.0.0.1' });
    const address = server.address();
    assert.ok(address && typeof address === 'object');
    const hanging = fetch(`http://127.0.0.1:${address.port}/hang`).then(
      () => 'answered',
      () => 'cut',
    );
    await waitFor(() => arrived);
    const started = Date.now();
    await closeServer(server, 200, ops);
    assert.ok(Date.now() - started < 2000);
    assert.equal(await hanging, 'cut');
    assert.equal((await ops.readiness.answer()).status, 503);
  });
});
