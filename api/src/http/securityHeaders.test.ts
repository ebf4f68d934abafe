// The security headers on every kind of answer: JSON, refusals (400 validation, 400 bad URL, 401, 404,
// 429), images, PDFs, and the API's own HTML pages (sandbox payment page, /docs) with a CSP that fits them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../test/harness.ts';

const assertBaseline = (headers: Headers, what: string) => {
  assert.equal(headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(headers.get('x-frame-options'), 'DENY', what);
  assert.equal(headers.get('referrer-policy'), 'no-referrer', what);
  assert.match(headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, what);
};

describe('security headers', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ rateLimitMax: 1 });
  });
  after(() => server.close());

  it('are on JSON answers and every refusal, with a deny-all CSP and no HSTS over plain http', async () => {
    const answers = {
      'GET /products': await server.request('GET', '/products'),
      '400 validation': await server.request('GET', '/products/abc'),
      '400 bad URL': await server.request('GET', '/products/%E0%A4%A'),
      '401': await server.request('GET', '/cart'),
      '404': await server.request('GET', '/no/such/path'),
      'image': await server.request('GET', '/thumbnail/device-set.svg'),
      'PDF': await server.request('GET', '/device-manual'),
    };
    await server.request('POST', '/contact', { body: { emailAddress: 'bad', message: '' } });
    answers['429' as keyof typeof answers] = await server.request('POST', '/contact', { body: { emailAddress: 'bad', message: '' } });
    assert.equal(answers['429' as keyof typeof answers].status, 429);
    for (const [what, answer] of Object.entries(answers)) {
      assertBaseline(answer.headers, what);
      assert.equal(answer.headers.get('strict-transport-security'), null, `${what}: HSTS means nothing over http`);
    }
    assert.match(answers['GET /products'].headers.get('content-security-policy')!, /^default-src 'none'/);
  });

  it('send HSTS only when the request came over TLS (a trusted proxy says so)', async () => {
    const proxied = await startServer({ trustProxy: { kind: 'hops', hops: 1 } });
    try {
      const overTls = await proxied.request('GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
      assert.match(overTls.headers.get('strict-transport-security') ?? '', /^max-age=31536000; includeSubDomains$/);
      assert.equal((await proxied.request('GET', '/health')).headers.get('strict-transport-security'), null);
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY a client cannot claim TLS.
    assert.equal((await server.request('GET', '/health', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security'), null);
  });

  it("give the API's HTML pages a CSP without inline scripts", async () => {
    const docs = await server.request('GET', '/docs/');
    assert.equal(docs.status, 200);
    const docsCsp = docs.headers.get('content-security-policy')!;
    assert.match(docsCsp, /script-src 'self'(;|$)/);
    assert.doesNotMatch(docsCsp, /script-src[^;]*unsafe-inline/);
    assert.match(docsCsp, /frame-ancestors 'none'/);
    assert.equal(docs.headers.get('x-content-type-options'), 'nosniff');
    // The sandbox payment page: no scripts at all, forms only to the API itself and the shop.
    const { token } = await customer(server);
    await server.request('POST', '/address', { token, body: { shippingAddress: polishAddress } });
    await server.request('POST', '/cart/add-product/3', { token, body: await defaultChoice(server, 3) });
    const begun = await server.request('POST', '/tpay/beginTransaction', { token, body: { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' } });
    const page = await server.request('GET', `/sandbox/pay/${begun.text.split('/sandbox/pay/')[1]}`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type')!, /text\/html/);
    const pageCsp = page.headers.get('content-security-policy')!;
    assert.match(pageCsp, /^default-src 'none'/);
    assert.doesNotMatch(pageCsp, /script-src/);
    assert.match(pageCsp, /form-action 'self' http:\/\/shop\.test/);
    assert.match(pageCsp, /frame-ancestors 'none'/);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assertBaseline((await server.request('GET', '/sandbox/pay/TR-SBX-000000000000')).headers, 'sandbox 404');
  });
});
