// Property tests of every call with random and hostile bodies, path segments and queries (fast-check):
// never a 5xx; a refusal is a 4xx answered as JSON {message, field}; a refused request leaves every table
// as it was (row fingerprints before and after). PROPERTY_RUNS sets the cases per call and part.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import sharp from 'sharp';
import { adminOf } from './adminKit.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from './harness.ts';
import { fingerprint, TABLES, type Table } from './fingerprint.ts';
import { hostileDay, hostileId, hostileNumber, hostileSegment, hostileString, hostileValue, mutated, mutatedDeep } from './hostile.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);

interface Sent {
  path: string;
  /** JSON value, a raw text with its content type (malformed JSON, wrong type, form), or bytes (an uploaded picture). */
  body?: { json: unknown } | { raw: string; type: string } | { bytes: Buffer; type: string };
}

interface Call {
  name: string;
  method: string;
  /** `admin`: sent with an admin's token (the back office under /admin). */
  auth: boolean | 'admin';
  request: fc.Arbitrary<Sent>;
  /** Tables a refused call writes by design (Tpay's notifications are all logged). */
  logs?: Table[];
  /** Answers meant for a machine that is not our client (Tpay reads the text FALSE). */
  plainTextRefusal?: boolean;
}

const RAW_BODIES = [
  { raw: '{"emailAddress":', type: 'application/json' },
  { raw: 'not json at all', type: 'application/json' },
  { raw: '<?xml version="1.0"?><a/>', type: 'application/xml' },
  { raw: 'emailAddress=a%40b.pl', type: 'text/plain' },
  { raw: JSON.stringify({ big: 'x'.repeat(70 * 1024) }), type: 'application/json' },
  { raw: '{"__proto__":{"polluted":true}}', type: 'application/json' },
  { raw: '[]', type: 'application/json' },
  { raw: '"text"', type: 'application/json' },
];

/**
 * A hostile body: a valid example with one field spoiled (`deep`: at any depth, for nested bodies; `edges`: a named
 * field given a value of its own kind that a database may not hold, a day or an id), any wrong JSON value, or a
 * malformed raw body.
 */
const bodyFrom = (example: Record<string, unknown> | unknown[], options: { deep?: boolean; edges?: Record<string, fc.Arbitrary<unknown>> } = {}) =>
  fc.oneof(
    { weight: 4, arbitrary: (Array.isArray(example) ? fc.array(hostileValue, { maxLength: 25 }) : options.deep ? mutatedDeep(example) : mutated(example)).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    ...Object.entries(options.edges ?? {}).map(([key, value]) => ({ weight: 1, arbitrary: value.map((edge) => ({ json: { ...example, [key]: edge } })) })),
  );

/** A picture of `width`×`height` in one of the shop's formats: a gradient, so it does not compress to nothing. */
const picture = async (width: number, height: number, format: 'png' | 'jpeg' | 'webp') => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels[i] = ((i / 3) % width) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
};

/** A PNG whose header claims `width`×`height` (its checksum left stale): a small file announcing a huge picture. */
const claiming = (png: Buffer, width: number, height: number) => {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width >>> 0, 16);
  copy.writeUInt32BE(height >>> 0, 20);
  return copy;
};

const goodJpeg = await picture(600, 450, 'jpeg');
const goodPng = await picture(420, 420, 'png');
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A hostile upload: random bytes, a picture cut short (its header reads, its body does not), too small, a header
 * claiming a huge or empty picture, a good picture under a wrong or foreign content type, or a JSON or text body.
 */
const uploadBody = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(fc.uint8Array({ maxLength: 4_000 }), fc.constantFrom(...PICTURE_TYPES)).map(([bytes, type]) => ({ bytes: Buffer.from(bytes), type })) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.oneof(
          fc.integer({ min: 1, max: goodJpeg.length - 1 }).map((cut) => goodJpeg.subarray(0, cut)),
          fc.constantFrom(goodPng.subarray(0, 40), goodJpeg, goodPng),
          fc.tuple(fc.constantFrom(0, 1, 399, 401, 8_000, 100_000, 2 ** 31, 2 ** 32 - 1), fc.constantFrom(0, 1, 400, 100_000, 2 ** 32 - 1)).map(([w, h]) => claiming(goodPng, w, h)),
        ),
        fc.constantFrom(...PICTURE_TYPES, 'image/gif', 'application/octet-stream', 'multipart/form-data; boundary=x'),
      )
      .map(([bytes, type]) => ({ bytes, type })),
  },
  { weight: 1, arbitrary: fc.constantFrom<Sent['body']>(...RAW_BODIES, { raw: '', type: 'image/png' }) },
  { weight: 1, arbitrary: hostileValue.map((json) => ({ json })) },
);

const query = (pairs: Record<string, fc.Arbitrary<string>>) =>
  fc.record(pairs, { requiredKeys: [] }).map((q) => {
    const text = new URLSearchParams(q as Record<string, string>).toString();
    return text ? `?${text}` : '';
  });

const queryValue = fc.oneof(hostileString, hostileNumber.map(String));

describe('hostile input (fast-check)', () => {
  let server: TestServer;
  let alice: Awaited<ReturnType<typeof customer>>;
  let owner: Awaited<ReturnType<typeof customer>>;
  let bobsOrder = '';
  /** Rows a back-office call can name that exist: an article, a partner, a discount code. */
  const known = { article: '', partner: '', code: '' };
  const counts = new Map<string, { cases: number; accepted: number }>();

  before(async () => {
    server = await startServer();
    alice = await customer(server);
    await server.request('POST', '/address', { token: alice.token, body: { shippingAddress: polishAddress } });
    await server.request('POST', '/cart/add-product/1', { token: alice.token, body: await defaultChoice(server, 1) });
    // A second customer with an order, so there are foreign rows a hostile call could reach.
    const bob = await customer(server);
    await server.request('POST', '/address', { token: bob.token, body: { shippingAddress: polishAddress } });
    await server.request('POST', '/cart/add-product/3', { token: bob.token, body: await defaultChoice(server, 3) });
    await server.request('POST', '/tpay/beginTransaction', { token: bob.token, body: { paymentGroup: '999', useInvoiceAddress: 'false', termsAccepted: true, language: 'en', currency: 'EUR' } });
    bobsOrder = (await server.request('GET', '/order', { token: bob.token })).body.content[0].orderNumber;
    owner = await adminOf(server);
    const auth = { token: owner.token };
    known.article = String((await server.request('GET', '/admin/articles', auth)).body.content[0].id);
    known.partner = String((await server.request('POST', '/admin/partners', { ...auth, body: { name: 'Hostile Fizjo', website: 'https://fizjo.example.pl' } })).body.id);
    known.code = (await server.request('POST', '/admin/discount-codes', { ...auth, body: { code: 'HOSTILE10', kind: 'PERCENT', percent: 10 } })).body.code;
    assert.ok(known.article && known.partner && known.code === 'HOSTILE10');
  });
  after(async () => {
    const total = [...counts.values()].reduce((sum, c) => sum + c.cases, 0);
    const accepted = [...counts.values()].reduce((sum, c) => sum + c.accepted, 0);
    console.log(`property cases: ${total} over ${counts.size} calls (${total - accepted} refused, ${accepted} accepted)`);
    await server.close();
  });

  const address = { shippingAddress: polishAddress, invoiceAddress: null };
  const selection = [{ id: 1, value: 'black', propertyType: { name: 'COLOR_INERCISE_SET' } }];
  const calls: Call[] = [
    { name: 'GET /products/{id}', method: 'GET', auth: false, request: hostileSegment.map((s) => ({ path: `/products/${s}` })) },
    { name: 'GET /articles/published', method: 'GET', auth: false, request: query({ sortBy: queryValue, sortDir: queryValue, page: queryValue, size: queryValue }).map((q) => ({ path: `/articles/published${q}` })) },
    { name: 'GET /articles', method: 'GET', auth: false, request: query({ published: queryValue, page: queryValue, size: queryValue }).map((q) => ({ path: `/articles${q}` })) },
    { name: 'GET /articles/{id}', method: 'GET', auth: false, request: hostileSegment.map((s) => ({ path: `/articles/${s}` })) },
    {
      name: 'GET /slugs/{kind}/{slug}',
      method: 'GET',
      auth: false,
      request: fc
        .tuple(fc.oneof(fc.constantFrom('product', 'article'), hostileSegment), fc.oneof(hostileSegment, fc.constantFrom('inercise-device-set', 'zestaw-inercise', 'jak-dobrac-dysk', 'a'.repeat(91))))
        .map(([kind, slug]) => ({ path: `/slugs/${kind}/${slug}` })),
    },
    { name: 'GET /sitemap-entries', method: 'GET', auth: false, request: query({ page: queryValue, lang: queryValue }).map((q) => ({ path: `/sitemap-entries${q}` })) },
    { name: 'GET /image/{name}', method: 'GET', auth: false, request: hostileSegment.map((s) => ({ path: `/image/${s}` })) },
    { name: 'GET /thumbnail/{name}', method: 'GET', auth: false, request: hostileSegment.map((s) => ({ path: `/thumbnail/${s}` })) },
    { name: 'GET /device/manual/{serial}', method: 'GET', auth: false, request: hostileSegment.map((s) => ({ path: `/device/manual/${s}` })) },
    { name: 'GET /sandbox/pay/{id}', method: 'GET', auth: false, request: fc.tuple(hostileSegment, query({ lang: queryValue })).map(([s, q]) => ({ path: `/sandbox/pay/${s}${q}` })) },
    {
      name: 'POST /sandbox/pay/{id}/{outcome}',
      method: 'POST',
      auth: false,
      request: fc.tuple(hostileSegment, fc.oneof(fc.constantFrom('pay', 'fail'), hostileSegment)).map(([s, o]) => ({ path: `/sandbox/pay/${s}/${o}` })),
    },
    {
      name: 'POST /tpay/notification',
      method: 'POST',
      auth: false,
      logs: ['payment_notification'],
      plainTextRefusal: true,
      request: fc
        .record({ id: queryValue, tr_id: queryValue, tr_crc: queryValue, tr_amount: queryValue, tr_status: queryValue, md5sum: queryValue }, { requiredKeys: [] })
        .map((form) => ({ path: '/tpay/notification', body: { raw: new URLSearchParams(form as Record<string, string>).toString(), type: 'application/x-www-form-urlencoded' } })),
    },
    { name: 'POST /users', method: 'POST', auth: false, request: bodyFrom({ emailAddress: 'new.user@example.com', password: 'Trening1!' }).map((body) => ({ path: '/users', body })) },
    { name: 'POST /users/login', method: 'POST', auth: false, request: bodyFrom({ username: 'someone@example.com', password: 'Trening1!', captchaResponseToken: 'x' }).map((body) => ({ path: '/users/login', body })) },
    { name: 'POST /users/activate-account', method: 'POST', auth: false, request: bodyFrom({ token: 'abc', password: 'Trening1!' }).map((body) => ({ path: '/users/activate-account', body })) },
    { name: 'POST /users/reset-password', method: 'POST', auth: false, request: bodyFrom({ username: 'x' }).map((body) => ({ path: '/users/reset-password', body })) },
    {
      name: 'POST /users/reset-password/confirm',
      method: 'POST',
      auth: false,
      request: bodyFrom({ username: 'someone@example.com', password: 'Trening1!', token: 'abc' }).map((body) => ({ path: '/users/reset-password/confirm', body })),
    },
    { name: 'POST /contact', method: 'POST', auth: false, request: bodyFrom({ emailAddress: 'bad', name: 'Jan', message: '' }).map((body) => ({ path: '/contact', body })) },
    { name: 'POST /newsletter/register', method: 'POST', auth: false, request: bodyFrom({ emailAddress: 'bad', captchaResponseToken: 'x' }).map((body) => ({ path: '/newsletter/register', body })) },
    { name: 'DELETE /users/{id}', method: 'DELETE', auth: true, request: hostileSegment.map((s) => ({ path: `/users/${s}` })) },
    { name: 'POST /address', method: 'POST', auth: true, request: bodyFrom({ shippingAddress: { ...polishAddress, phoneNumber: 'x' }, invoiceAddress: null }).map((body) => ({ path: '/address', body })) },
    { name: 'PATCH /address', method: 'PATCH', auth: true, request: bodyFrom({ id: 999_999, ...address }).map((body) => ({ path: '/address', body })) },
    {
      name: 'POST /cart/add-product/{id}',
      method: 'POST',
      auth: true,
      request: fc
        .tuple(fc.oneof(hostileSegment, fc.constant('1')), query({ quantity: queryValue }), bodyFrom(selection))
        .map(([s, q, body]) => ({ path: `/cart/add-product/${s}${q}`, body })),
    },
    { name: 'PATCH /cart/cart-item', method: 'PATCH', auth: true, request: bodyFrom({ id: 999_999, quantity: 1, selectedProperties: selection }).map((body) => ({ path: '/cart/cart-item', body })) },
    { name: 'POST /cart/remove-cart-item/{id}', method: 'POST', auth: true, request: hostileSegment.map((s) => ({ path: `/cart/remove-cart-item/${s}` })) },
    {
      name: 'PATCH /cart/merge',
      method: 'PATCH',
      auth: true,
      request: bodyFrom({ cartItems: [{ product: { id: 999 }, selectedProperties: selection, quantity: 1 }] }).map((body) => ({ path: '/cart/merge', body })),
    },
    { name: 'GET /cart/shipment/{region}', method: 'GET', auth: true, request: hostileSegment.map((s) => ({ path: `/cart/shipment/${s}` })) },
    { name: 'POST /cart/apply-discount/{code}', method: 'POST', auth: true, request: hostileSegment.map((s) => ({ path: `/cart/apply-discount/${s}` })) },
    { name: 'POST /cart/select-referrer/{id}', method: 'POST', auth: true, request: hostileSegment.map((s) => ({ path: `/cart/select-referrer/${s}` })) },
    {
      name: 'POST /tpay/beginTransaction',
      method: 'POST',
      auth: true,
      request: bodyFrom({ paymentGroup: '', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' }).map((body) => ({ path: '/tpay/beginTransaction', body })),
    },
    {
      // The address is saved in the order's transaction: a refused order (here, Poland in PLN without a method) keeps it unwritten.
      name: 'POST /orders',
      method: 'POST',
      auth: true,
      request: bodyFrom({ shippingAddress: polishAddress, paymentGroup: '', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' }, { deep: true }).map((body) => ({ path: '/orders', body })),
    },
    { name: 'GET /order/{number}', method: 'GET', auth: true, request: hostileSegment.map((s) => ({ path: `/order/${s}` })) },
    { name: 'GET /article-category', method: 'GET', auth: false, request: query({ lang: queryValue }).map((q) => ({ path: `/article-category${q}` })) },
    { name: 'POST /add-to-favourite', method: 'POST', auth: true, request: bodyFrom({ articleId: 999_999 }, { edges: { articleId: hostileId } }).map((body) => ({ path: '/add-to-favourite', body })) },
    { name: 'POST /remove-from-favourite', method: 'POST', auth: true, request: bodyFrom({ articleId: 999_999 }, { edges: { articleId: hostileId } }).map((body) => ({ path: '/remove-from-favourite', body })) },
    { name: 'GET /no/such/{path}', method: 'GET', auth: false, request: hostileSegment.map((s) => ({ path: `/no/such/${s}` })) },
    ...['/admin/orders', '/admin/orders.csv'].map(
      (path): Call => ({
        name: `GET ${path}`,
        method: 'GET',
        auth: 'admin',
        request: query({ status: queryValue, from: fc.oneof(queryValue, hostileDay), to: fc.oneof(queryValue, hostileDay), currency: queryValue, q: queryValue, page: queryValue, size: queryValue }).map((q) => ({ path: `${path}${q}` })),
      }),
    ),
    { name: 'GET /admin/orders/{number}', method: 'GET', auth: 'admin', request: hostileSegment.map((s) => ({ path: `/admin/orders/${s}` })) },
    {
      name: 'POST /admin/orders/{number}/status',
      method: 'POST',
      auth: 'admin',
      request: fc
        .tuple(fc.oneof(hostileSegment, fc.constant('BOB')), bodyFrom({ status: 'CANCELLED', reason: 'x', trackingNumber: null }))
        .map(([s, body]) => ({ path: `/admin/orders/${s === 'BOB' ? bobsOrder : s}/status`, body })),
    },
    { name: 'GET /admin/audit-log', method: 'GET', auth: 'admin', request: query({ entityKind: queryValue, entityId: queryValue, page: queryValue, size: queryValue }).map((q) => ({ path: `/admin/audit-log${q}` })) },
    ...adminCalls(),
  ];

  /** The back office's calls beyond the orders: the catalogue, pictures, articles, discount codes, partners, inbox, stats. */
  function adminCalls(): Call[] {
    /** A hostile id, or the one of a row that exists (resolved when the case is made, after `before`). */
    const segment = (row?: keyof typeof known) =>
      (row ? fc.oneof(hostileSegment, fc.constant(`{${row}}`)) : fc.oneof(hostileSegment, fc.constant('1'))).map((s) => (row && s === `{${row}}` ? known[row] : s));
    const paging = { page: queryValue, size: queryValue };
    const listed = (path: string, pairs: Record<string, fc.Arbitrary<string>>): Call => ({
      name: `GET ${path}`,
      method: 'GET',
      auth: 'admin',
      request: query(pairs).map((q) => ({ path: `${path}${q}` })),
    });
    const product = {
      texts: { en: { name: 'Wall anchor', description: 'Holds the device.\nSteel.' }, pl: { name: 'Kotwa ścienna', description: '' } },
      productTypeId: 1,
      price: 14_900,
      previousPrice: 0,
      priceEur: 3_500,
      previousPriceEur: 4_000,
      hidden: true,
      images: [{ image: 'stand.webp', thumbnail: 'stand.webp' }],
      options: [{ id: null, kind: 'COLOR', name: 'Colour', values: [{ id: null, value: 'BLACK', available: true, daysToShip: 3 }] }],
      specification: [{ key: 'Weight', value: '2 kg' }],
    };
    const article = {
      titleDict: { en: 'Strong knees', pl: 'Mocne kolana' },
      bodyDict: { en: 'A paragraph long enough to stay body text, well past seventy-five characters in all.', pl: 'Akapit.' },
      author: 'Marta Nowak',
      datePublished: '2026-03-01',
      image: 'stand.webp',
      thumbnail: 'stand.webp',
      published: false,
    };
    const discountCode = { code: 'SPRING-50', kind: 'AMOUNT', percent: null, amount: 50.5, currency: 'PLN', validFrom: '2026-01-01', validTo: '2040-12-31', maxUses: 100, maxUsesPerCustomer: 1 };
    const partner = { name: 'Studio Ruchu', website: 'https://studio-ruchu.example.pl' };
    return [
      listed('/admin/products', { q: queryValue, type: queryValue, ...paging }),
      { name: 'GET /admin/products/{id}', method: 'GET', auth: 'admin', request: hostileSegment.map((s) => ({ path: `/admin/products/${s}` })) },
      { name: 'POST /admin/products', method: 'POST', auth: 'admin', request: bodyFrom(product, { deep: true, edges: { productTypeId: hostileId } }).map((body) => ({ path: '/admin/products', body })) },
      {
        name: 'PATCH /admin/products/{id}',
        method: 'PATCH',
        auth: 'admin',
        request: fc.tuple(segment(), bodyFrom(product, { deep: true, edges: { productTypeId: hostileId } })).map(([s, body]) => ({ path: `/admin/products/${s}`, body })),
      },
      {
        name: 'POST /admin/products/{id}/images',
        method: 'POST',
        auth: 'admin',
        request: fc.tuple(segment(), uploadBody).map(([s, body]) => ({ path: `/admin/products/${s}/images`, body })),
      },
      { name: 'POST /admin/images', method: 'POST', auth: 'admin', request: uploadBody.map((body) => ({ path: '/admin/images', body })) },
      listed('/admin/articles', { published: queryValue, ...paging }),
      { name: 'GET /admin/articles/{id}', method: 'GET', auth: 'admin', request: segment('article').map((s) => ({ path: `/admin/articles/${s}` })) },
      { name: 'POST /admin/articles', method: 'POST', auth: 'admin', request: bodyFrom(article, { deep: true, edges: { datePublished: hostileDay } }).map((body) => ({ path: '/admin/articles', body })) },
      {
        name: 'PATCH /admin/articles/{id}',
        method: 'PATCH',
        auth: 'admin',
        request: fc.tuple(segment('article'), bodyFrom(article, { deep: true, edges: { datePublished: hostileDay } })).map(([s, body]) => ({ path: `/admin/articles/${s}`, body })),
      },
      listed('/admin/discount-codes', paging),
      { name: 'POST /admin/discount-codes', method: 'POST', auth: 'admin', request: bodyFrom(discountCode, { edges: { validFrom: hostileDay, validTo: hostileDay, maxUses: hostileId } }).map((body) => ({ path: '/admin/discount-codes', body })) },
      {
        name: 'PATCH /admin/discount-codes/{code}',
        method: 'PATCH',
        auth: 'admin',
        request: fc.tuple(segment('code'), bodyFrom({ active: false })).map(([s, body]) => ({ path: `/admin/discount-codes/${s}`, body })),
      },
      listed('/admin/partners', { q: queryValue }),
      { name: 'POST /admin/partners', method: 'POST', auth: 'admin', request: bodyFrom(partner).map((body) => ({ path: '/admin/partners', body })) },
      {
        name: 'PATCH /admin/partners/{id}',
        method: 'PATCH',
        auth: 'admin',
        request: fc.tuple(segment('partner'), bodyFrom(partner)).map(([s, body]) => ({ path: `/admin/partners/${s}`, body })),
      },
      { name: 'DELETE /admin/partners/{id}', method: 'DELETE', auth: 'admin', request: segment('partner').map((s) => ({ path: `/admin/partners/${s}` })) },
      listed('/admin/stats/daily', { days: queryValue }),
      listed('/admin/contact-messages', { handled: queryValue, ...paging }),
      {
        name: 'PATCH /admin/contact-messages/{id}',
        method: 'PATCH',
        auth: 'admin',
        request: fc.tuple(segment(), bodyFrom({ handled: true })).map(([s, body]) => ({ path: `/admin/contact-messages/${s}`, body })),
      },
      listed('/admin/newsletter', { q: queryValue, ...paging }),
      listed('/admin/newsletter.csv', { q: queryValue }),
      { name: 'DELETE /admin/newsletter/{id}', method: 'DELETE', auth: 'admin', request: segment().map((s) => ({ path: `/admin/newsletter/${s}` })) },
    ];
  }

  for (const call of calls) {
    it(`${call.name}: no 5xx, refusals are 4xx {message, field} and change nothing`, async () => {
      const tables = TABLES.filter((t) => !call.logs?.includes(t));
      const count = { cases: 0, accepted: 0 };
      counts.set(call.name, count);
      await fc.assert(
        fc.asyncProperty(call.request, async (sent) => {
          // Someone else's account must never be the target: the DELETE case is about hostile ids.
          if (call.method === 'DELETE' && sent.path === `/users/${alice.id}`) return;
          const before = await fingerprint(server.database.db, tables);
          const headers: Record<string, string> = call.auth ? { authorization: `Bearer ${call.auth === 'admin' ? owner.token : alice.token}` } : {};
          let body: string | Buffer | undefined;
          if (sent.body && 'json' in sent.body) {
            headers['content-type'] = 'application/json';
            body = JSON.stringify(sent.body.json) ?? 'null';
          } else if (sent.body && 'bytes' in sent.body) {
            headers['content-type'] = sent.body.type;
            body = sent.body.bytes;
          } else if (sent.body) {
            headers['content-type'] = sent.body.type;
            body = sent.body.raw;
          }
          const response = await fetch(`${server.url}${sent.path}`, { method: call.method, headers, body, redirect: 'manual' });
          const text = await response.text();
          count.cases += 1;
          const shown = typeof body === 'string' ? body.slice(0, 200) : body ? `${body.length} bytes ${body.subarray(0, 16).toString('hex')}` : '';
          assert.ok(response.status < 500, `${call.method} ${sent.path} ${headers['content-type'] ?? ''} ${shown} → ${response.status} ${text.slice(0, 200)}`);
          if (response.status < 400) {
            count.accepted += 1;
            return;
          }
          if (call.plainTextRefusal) {
            assert.equal(text, 'FALSE');
          } else {
            const answer = JSON.parse(text) as { message?: unknown; field?: unknown };
            assert.equal(typeof answer.message, 'string', text);
            assert.ok(answer.field === null || typeof answer.field === 'string', text);
          }
          assert.deepEqual(await fingerprint(server.database.db, tables), before, `${call.method} ${sent.path} changed the database`);
        }),
        { numRuns: RUNS },
      );
      assert.ok(count.cases > 0);
    });
  }
});
