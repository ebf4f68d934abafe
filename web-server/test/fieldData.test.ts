import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createRateLimit } from '../src/fieldData.ts';
import { FIELD_REPORT_MAX_BYTES, parseFieldReport } from '../src/fieldDataReport.ts';
import { createHourlyPercentiles, percentileOf } from '../src/hourlyPercentiles.ts';
import { runtimeConfigProblems } from '../src/runtimeConfig.ts';
import { createShellServer } from '../src/shellServer.ts';
import { capturedLogger, jsonOf, metricValue, serve, shellBuild } from './fixtures.ts';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const good = { template: 'product', device: 'phone', metrics: { LCP: 2100, FCP: 900, TTFB: 300, INP: 120, CLS: 0.04 } };

describe('a field data report', () => {
  test('is taken with known names and numbers in range', () => {
    assert.deepEqual(parseFieldReport(JSON.stringify(good)), { ok: true, report: good });
    assert.deepEqual(parseFieldReport('{"template":"home","device":"desktop","metrics":{"CLS":0}}'), {
      ok: true,
      report: { template: 'home', device: 'desktop', metrics: { CLS: 0 } },
    });
  });

  test('is refused whole for anything else, saying why', () => {
    const cases = [
      ['not json', 'notJson'],
      [[good], 'notAnObject'],
      [{ ...good, email: 'a@b.c' }, 'unknownField'],
      [{ ...good, template: 'admin' }, 'unknownTemplate'],
      [{ ...good, device: 'tablet' }, 'unknownDevice'],
      [{ ...good, metrics: {} }, 'noMetrics'],
      [{ ...good, metrics: { FID: 10 } }, 'unknownMetric'],
      [{ ...good, metrics: { toString: 10 } }, 'unknownMetric'],
      [{ ...good, metrics: { LCP: -1 } }, 'outOfRange'],
      [{ ...good, metrics: { LCP: 120_001 } }, 'outOfRange'],
      [{ ...good, metrics: { INP: '80' } }, 'outOfRange'],
      [{ ...good, metrics: { CLS: 51 } }, 'outOfRange'],
    ] as [unknown, string][];
    for (const [value, problem] of cases) {
      const body = typeof value === 'string' ? value : JSON.stringify(value);
      assert.deepEqual(parseFieldReport(body), { ok: false, problem }, body);
    }
    // NaN and Infinity are not JSON: they arrive as null.
    assert.deepEqual(parseFieldReport('{"template":"home","device":"phone","metrics":{"LCP":null}}'), { ok: false, problem: 'outOfRange' });
  });
});

describe('the last day of field data', () => {
  test("gives the 75th percentile by nearest rank within the buckets' 1.5 %", () => {
    const counts = new Map();
    const store = createHourlyPercentiles({ metrics: { LCP: { unit: 'ms' } }, now: () => 0 });
    for (let value = 1; value <= 400; value += 1) store.add('LCP', 'home', 'phone', value * 10);
    const { groups } = store.summary();
    const p75 = groups[0]?.metrics.LCP?.p75 ?? 0;
    assert.ok(Math.abs(p75 - 3000) / 3000 < 0.015, String(p75));
    assert.equal(groups[0]?.metrics.LCP?.count, 400);
    assert.equal(percentileOf(counts, 0.75, 1), null);
  });

  test('keeps CLS in thousandths, zero as zero', () => {
    const store = createHourlyPercentiles({ metrics: { CLS: { unit: 'score' } }, now: () => 0 });
    for (const value of [0, 0, 0, 0.12]) store.add('CLS', 'cart', 'desktop', value);
    assert.deepEqual(
      store.summary().groups.map((group) => group.metrics.CLS),
      [
        { p75: 0, count: 4 },
        { p75: 0, count: 4 },
      ],
    );
    store.add('CLS', 'cart', 'desktop', 0.12);
    store.add('CLS', 'cart', 'desktop', 0.12);
    const p75 = store.summary().groups[0]?.metrics.CLS?.p75 ?? 0;
    // Within the buckets' 1.5 %, written in thousandths.
    assert.ok(Math.abs(p75 - 0.12) <= 0.0025, String(p75));
  });

  test('puts all pages first, then each template and device, and forgets what is older than 24 hours', () => {
    let now = Date.UTC(2026, 10, 27, 10, 30);
    const store = createHourlyPercentiles({ metrics: { LCP: { unit: 'ms' }, INP: { unit: 'ms' } }, now: () => now });
    store.add('LCP', 'shop', 'phone', 4000);
    now += 3_600_000;
    store.add('LCP', 'home', 'desktop', 1000);
    store.add('INP', 'home', 'desktop', 100);
    let summary = store.summary();
    assert.deepEqual(
      summary.groups.map((group) => `${group.template} ${group.device}`),
      ['all all', 'home desktop', 'shop phone'],
    );
    assert.equal(summary.groups[0]?.metrics.LCP?.count, 2);
    assert.equal(summary.groups[2]?.metrics.INP, null);
    now += 23 * 3_600_000;
    summary = store.summary();
    assert.deepEqual(
      summary.groups.map((group) => `${group.template} ${group.device}`),
      ['all all', 'home desktop'],
    );
    now += 3_600_000;
    assert.deepEqual(store.summary().groups, []);
  });
});

describe('the sample rate in runtime-config.json', () => {
  test('is a share from 0 to 1, or absent', () => {
    const config = { apiUrl: 'http://api.example.com', remotes: {} };
    assert.deepEqual(runtimeConfigProblems(config), []);
    assert.deepEqual(runtimeConfigProblems({ ...config, fieldDataSampleRate: 0.25 }), []);
    for (const rate of [-0.1, 1.5, '0.5']) {
      assert.deepEqual(
        runtimeConfigProblems({ ...config, fieldDataSampleRate: rate }),
        ['runtime config: fieldDataSampleRate is not a number from 0 to 1'],
        String(rate),
      );
    }
  });
});

describe('the rate limit', () => {
  test('takes a number of reports per client and minute', () => {
    let now = 0;
    const allowed = createRateLimit(2, () => now);
    assert.deepEqual([allowed('a'), allowed('a'), allowed('a'), allowed('b')], [true, true, false, true]);
    now += 60_000;
    assert.equal(allowed('a'), true);
  });
});

describe("the shell's server takes field data", () => {
  let shell: Awaited<ReturnType<typeof serve>>;
  let api: Server;
  let apiUrl = '';
  const configPath = join(mkdtempSync(join(tmpdir(), 'shell-config-')), 'runtime-config.json');

  before(async () => {
    // The API's admin check: 204 for an admin's token, its refusals otherwise.
    api = createServer((req, res) => {
      const refusal = req.headers.authorization === 'Bearer shopper' ? [403, 'adminOnly'] : [401, 'unauthorized'];
      if (req.url === '/admin/access' && req.headers.authorization === 'Bearer owner') res.writeHead(204).end();
      else res.writeHead(refusal[0] as number, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: refusal[1], field: null }));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    writeFileSync(configPath, JSON.stringify({ apiUrl, remotes: {} }));
    const app = createShellServer({
      distDir: shellBuild(),
      runtimeConfigPath: configPath,
      logger: capturedLogger('shell').logger,
      fieldDataReportsPerMinute: 8,
      trustProxy: { kind: 'hops', hops: 1 },
    });
    shell = await serve(app.handle);
  });
  after(async () => {
    await shell.close();
    api.closeAllConnections();
    await new Promise((resolve) => api.close(() => resolve(undefined)));
  });

  const send = (body: string | Uint8Array, headers: Record<string, string> = { origin: shell.url, 'sec-fetch-site': 'same-origin' }) =>
    fetch(`${shell.url}/telemetry/web-vitals`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });
  const metrics = async () => (await fetch(`${shell.url}/metrics`)).text();

  test('counts a report from its own pages in histograms by template and device', async () => {
    const answer = await send(JSON.stringify(good));
    assert.equal(answer.status, 204);
    const text = await metrics();
    assert.equal(metricValue(text, 'web_vitals_lcp_seconds_count', { service: 'shell', template: 'product', device: 'phone' }), 1);
    assert.equal(metricValue(text, 'web_vitals_lcp_seconds_bucket', { service: 'shell', template: 'product', device: 'phone', le: '2.5' }), 1);
    assert.equal(metricValue(text, 'web_vitals_lcp_seconds_bucket', { service: 'shell', template: 'product', device: 'phone', le: '2' }), 0);
    assert.equal(metricValue(text, 'web_vitals_cls_sum', { service: 'shell', template: 'product', device: 'phone' }), 0.04);
    assert.equal(metricValue(text, 'web_vitals_inp_seconds_sum', { service: 'shell', template: 'product', device: 'phone' }), 0.12);
  });

  test('refuses other origins, oversized and malformed reports, and counts each refusal', async () => {
    assert.equal((await send(JSON.stringify(good), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status, 403);
    assert.equal((await send(JSON.stringify(good), { 'sec-fetch-site': 'cross-site' })).status, 403);
    assert.equal((await send(JSON.stringify(good), {})).status, 403);
    assert.equal((await send(JSON.stringify({ ...good, metrics: { LCP: 1e9 } }))).status, 400);
    assert.equal((await send(JSON.stringify({ ...good, metrics: { FID: 5 } }))).status, 400);
    const big = await send(JSON.stringify({ ...good, padding: 'x'.repeat(FIELD_REPORT_MAX_BYTES) }));
    assert.equal(big.status, 413);
    const text = await metrics();
    assert.equal(metricValue(text, 'web_vitals_reports_refused_total', { service: 'shell', reason: 'origin' }), 3);
    assert.equal(metricValue(text, 'web_vitals_reports_refused_total', { service: 'shell', reason: 'invalid' }), 2);
    assert.equal(metricValue(text, 'web_vitals_reports_refused_total', { service: 'shell', reason: 'too_large' }), 1);
  });

  test('takes a few reports a minute from one client, then answers 429', async () => {
    const statuses = [];
    // Enough that one window of a minute holds more than the limit, even when the minute turns meanwhile.
    for (let sent = 0; sent < 17; sent += 1) statuses.push((await send(JSON.stringify(good))).status);
    assert.ok(statuses.includes(429), statuses.join(' '));
    assert.equal(
      metricValue(await metrics(), 'web_vitals_reports_refused_total', { service: 'shell', reason: 'rate_limited' }),
      statuses.filter((status) => status === 429).length,
    );
  });

  test('behind one proxy (TRUST_PROXY=1) counts the address the proxy appended, whatever the client wrote before it', async () => {
    const statuses = [];
    for (let sent = 0; sent < 17; sent += 1) {
      const forged = `${sent}.${sent}.${sent}.${sent}`;
      statuses.push(
        (await send(JSON.stringify(good), { origin: shell.url, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': `${forged}, 198.51.100.77` })).status,
      );
    }
    assert.ok(statuses.includes(429), `a new forged entry each time is still one client: ${statuses.join(' ')}`);
    const other = await send(JSON.stringify(good), { origin: shell.url, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '198.51.100.77, 198.51.100.78' });
    assert.equal(other.status, 204, 'another client the proxy names has its own count');
  });

  test("gives the last day's 75th percentiles to admins only, as the API decides", async () => {
    const summary = (token: string | undefined) =>
      fetch(`${shell.url}/telemetry/web-vitals/summary`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    assert.equal((await summary(undefined)).status, 401);
    const customer = await summary('shopper');
    assert.deepEqual([customer.status, await customer.json()], [403, { message: 'adminOnly', field: null }]);
    const owner = await summary('owner');
    assert.equal(owner.status, 200);
    assert.equal(owner.headers.get('cache-control'), 'no-store');
    const body = await jsonOf(owner);
    assert.equal(body.hours, 24);
    assert.deepEqual(
      body.groups.map((group: any) => `${group.template} ${group.device}`),
      ['all all', 'product phone'],
    );
    assert.ok(Math.abs(body.groups[0].metrics.LCP.p75 - 2100) < 40, JSON.stringify(body.groups[0]));
  });
});
