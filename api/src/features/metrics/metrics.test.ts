import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../test/harness.ts';
import { metricValue as sample } from '../../test/metricsKit.ts';

const pln = { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' };

describe('metrics', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const scrape = async () => {
    const answer = await server.request('GET', '/metrics');
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type')!, /^text\/plain; version=0\.0\.4/);
    return answer.text;
  };

  it('times requests by route pattern and status, never by raw URL', async () => {
    await server.request('GET', '/products/1');
    await server.request('GET', '/products/2');
    await server.request('GET', '/no/such/page?x=1');
    const text = await scrape();
    assert.equal(sample(text, 'http_request_duration_seconds_count{method="GET",route="/products/:id",status_code="200"}'), 2);
    assert.equal(typeof sample(text, 'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/products/:id",status_code="200"}'), 'number');
    assert.ok(sample(text, 'http_request_duration_seconds_sum{method="GET",route="/products/:id",status_code="200"}')! > 0);
    assert.equal(sample(text, 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}'), 1);
    assert.doesNotMatch(text, /route="\/products\/1"|no\/such/);
  });

  it('reports the process and the database pool', async () => {
    const text = await scrape();
    assert.match(text, /^process_cpu_user_seconds_total\{service="api"\} \d/m);
    assert.match(text, /^nodejs_eventloop_lag_seconds\{service="api"\} \d/m);
    assert.equal(sample(text, 'service_ready'), 1);
    const backend = server.database.kind;
    assert.ok(sample(text, `db_pool_connections{backend="${backend}",service="api"}`)! >= 1);
    assert.ok(sample(text, `db_pool_idle_connections{backend="${backend}",service="api"}`)! >= 0);
    assert.equal(sample(text, `db_pool_waiting_clients{backend="${backend}",service="api"}`), 0);
  });

  it('counts an order once when placed and once when paid, however often it is repeated', async () => {
    const { token } = await customer(server);
    await server.request('POST', '/address', { token, body: { shippingAddress: polishAddress } });
    await server.request('POST', '/cart/add-product/1', { token, body: await defaultChoice(server, 1) });
    const placedBefore = sample(await scrape(), 'orders_placed_total{currency="PLN",service="api"}') ?? 0;
    const begun = await server.request('POST', '/tpay/beginTransaction', { token, body: pln });
    assert.equal(begun.status, 200, begun.text);
    // The same cart asked again answers the same order: not a new one.
    await server.request('POST', '/tpay/beginTransaction', { token, body: pln });
    let text = await scrape();
    assert.equal(sample(text, 'orders_placed_total{currency="PLN"}'), placedBefore + 1);
    // Every currency's series is there from the start, at 0: the first sale shows as an increase.
    assert.equal(sample(text, 'orders_paid_total{currency="PLN"}'), 0);
    assert.equal(sample(text, 'orders_paid_total{currency="EUR"}'), 0);

    const transactionId = begun.text.split('/sandbox/pay/')[1]!;
    assert.equal((await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'pl' } })).status, 303);
    // The shopper pays again and the failure button comes later: both are notifications for a paid order.
    await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'pl' } });
    await server.request('POST', `/sandbox/pay/${transactionId}/fail`, { form: { lang: 'pl' } });
    // Forged and malformed notifications are refused.
    await server.request('POST', '/tpay/notification', { form: { id: '1', tr_id: transactionId, tr_crc: 'x', tr_amount: '1.00', tr_status: 'TRUE', md5sum: 'f'.repeat(32) } });
    await server.request('POST', '/tpay/notification', { body: { id: 1 } });

    text = await scrape();
    assert.equal(sample(text, 'orders_paid_total{currency="PLN",service="api"}'), 1);
    assert.equal(sample(text, 'payment_notifications_total{outcome="paid",service="api"}'), 1);
    assert.equal(sample(text, 'payment_notifications_total{outcome="duplicate",service="api"}'), 2);
    assert.equal(sample(text, 'payment_notifications_total{outcome="rejected",service="api"}'), 2);
    // Each refusal by its reason.
    assert.equal(sample(text, 'payment_notifications_rejected_total{reason="badChecksum",service="api"}'), 1);
    assert.equal(sample(text, 'payment_notifications_rejected_total{reason="malformed",service="api"}'), 1);
    assert.equal(sample(text, 'orders_placed_total{currency="PLN",service="api"}'), placedBefore + 1);
  });

  it('reads from the database how long paid orders wait and when the last backup finished', async () => {
    let text = await scrape();
    assert.equal(sample(text, 'backup_last_success_timestamp_seconds'), 0, 'no backup recorded');
    const waiting = sample(text, 'orders_paid_waiting')!;
    assert.ok(waiting >= 1, 'the order paid above waits to be sent');
    assert.ok(sample(text, 'orders_paid_oldest_waiting_age_seconds')! >= 0);

    const db = server.database.db;
    const order = await db.selectFrom('shop_order').select('id').where('status', '=', 'PAID').executeTakeFirstOrThrow();
    await db.updateTable('shop_order').set({ paid_at: new Date(Date.now() - 3 * 86_400_000) }).where('id', '=', order.id).execute();
    await db.insertInto('backup_run').values([
      { finished_at: '2026-01-02T03:04:05Z', kind: 'postgres', file: 'a.pgdump', bytes: 10 },
      { finished_at: '2026-01-01T00:00:00Z', kind: 'postgres', file: 'b.pgdump', bytes: 10 },
    ]).execute();
    text = await scrape();
    assert.equal(sample(text, 'backup_last_success_timestamp_seconds'), Date.parse('2026-01-02T03:04:05Z') / 1000);
    const age = sample(text, 'orders_paid_oldest_waiting_age_seconds')!;
    assert.ok(age >= 3 * 86_400 && age < 3 * 86_400 + 600, String(age));

    await db.updateTable('shop_order').set({ status: 'SHIPPED' }).where('status', '=', 'PAID').execute();
    text = await scrape();
    assert.equal(sample(text, 'orders_paid_waiting'), 0);
    assert.equal(sample(text, 'orders_paid_oldest_waiting_age_seconds'), 0);
  });

  it('answers nobody at /metrics in production without METRICS_TOKEN, and hides /docs unless API_DOCS=on', async () => {
    const closed = await startServer({ production: true, metricsToken: null, apiDocs: false });
    try {
      assert.equal((await closed.request('GET', '/metrics')).status, 401);
      assert.equal((await closed.request('GET', '/metrics', { token: 'anything' })).status, 401);
      assert.equal((await closed.request('GET', '/health/live')).status, 200, 'health stays open for the probes');
      assert.equal((await closed.request('GET', '/docs/json')).status, 404);
      assert.equal((await closed.request('GET', '/docs/')).status, 404);
    } finally {
      await closed.close();
    }
    const documented = await startServer({ production: true, metricsToken: 'scrape-token-2', apiDocs: true });
    try {
      assert.equal((await documented.request('GET', '/docs/json')).status, 200);
      assert.equal((await documented.request('GET', '/metrics', { token: 'scrape-token-2' })).status, 200);
    } finally {
      await documented.close();
    }
  });

  it('keeps counts per app instance, and asks for METRICS_TOKEN when one is set', async () => {
    const guarded = await startServer({ metricsToken: 'scrape-token-1' });
    try {
      assert.equal((await guarded.request('GET', '/metrics')).status, 401);
      assert.equal((await guarded.request('GET', '/metrics', { token: 'wrong-token-1' })).status, 401);
      const answer = await guarded.request('GET', '/metrics', { token: 'scrape-token-1' });
      assert.equal(answer.status, 200);
      assert.equal(sample(answer.text, 'orders_placed_total{currency="PLN"}'), 0, 'the other instance\'s orders are not here');
    } finally {
      await guarded.close();
    }
  });
});
