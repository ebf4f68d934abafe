// A payment provider that never answers: the checkout caught in it holds no lock and no transaction, so another
// shopper's checkout goes through meanwhile; the caught one gives up after the provider's time limit (502) and the
// shopper's next try starts the same order's payment. Tpay is a local HTTP server that can be told to hang.
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contracts } from '../../contracts.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../test/harness.ts';
import { createTpayProvider } from '../payments/tpay/tpayProvider.ts';

const { OrderSchema, pageSchema } = contracts;
const TIMEOUT_MS = 1500;
const pln = { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' };

/** A fake Tpay: OAuth and transactions; `hang` transactions calls are taken in and never answered. */
const fakeTpay = () => {
  const created: { orderNumber: string }[] = [];
  const hung: ServerResponse[] = [];
  let hang = 0;
  let arrived: (() => void) | null = null;
  const readJson = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      response.setHeader('content-type', 'application/json');
      if (request.url === '/oauth/auth') return response.end(JSON.stringify({ access_token: 'fake-token', expires_in: 7200 }));
      if (request.url !== '/transactions') return response.writeHead(404).end('{}');
      if (hang > 0) {
        hang -= 1;
        hung.push(response);
        arrived?.();
        return undefined;
      }
      created.push({ orderNumber: String(body.hiddenDescription) });
      const title = `TR-FAKE-${created.length}`;
      return response.end(JSON.stringify({ result: 'success', transactionId: title, title, status: 'pending', transactionPaymentUrl: `https://secure.tpay.test/?title=${title}` }));
    })();
  });
  return {
    server,
    created,
    hung,
    /** The next call to /transactions hangs; resolves once it has come in. */
    hangNext(): Promise<void> {
      hang += 1;
      return new Promise((resolve) => {
        arrived = resolve;
      });
    },
  };
};

describe('a payment provider that never answers', () => {
  let server: TestServer;
  let tpay: ReturnType<typeof fakeTpay>;

  before(async () => {
    tpay = fakeTpay();
    await new Promise<void>((resolve) => tpay.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(tpay.server.address() as AddressInfo).port}`;
    const config = { apiUrl: url, clientId: 'client', clientSecret: 'secret', securityCode: 'code', certificatePrefix: `${url}/x509`, rootCertificateUrl: `${url}/x509/root.pem`, timeoutMs: TIMEOUT_MS };
    server = await startServer({ paymentProvider: 'tpay', tpay: config }, { payments: createTpayProvider(config) });
  });
  after(async () => {
    await server.close();
    tpay.server.closeAllConnections();
    await new Promise((resolve) => tpay.server.close(resolve));
  });

  const shopperWith = async (productId: number, quantity: number) => {
    const user = await customer(server);
    assert.equal((await server.request('POST', '/address', { token: user.token, body: { shippingAddress: polishAddress } })).status, 201);
    const added = await server.request('POST', `/cart/add-product/${productId}?quantity=${quantity}`, { token: user.token, body: await defaultChoice(server, productId) });
    assert.equal(added.status, 200, added.text);
    return user;
  };
  const ordersOf = async (token: string) => pageSchema(OrderSchema).parse((await server.request('GET', '/order', { token })).body);

  it('lets another checkout through meanwhile, and leaves the order to be paid on the next try', async () => {
    const alice = await shopperWith(1, 1);
    const bob = await shopperWith(3, 2);

    const hanging = tpay.hangNext();
    const startedAt = Date.now();
    let aliceSettled = false;
    const aliceFirst = server.request('POST', '/tpay/beginTransaction', { token: alice.token, body: pln }).finally(() => {
      aliceSettled = true;
    });
    await hanging;
    // Alice clicks again (another tab) while her payment is being started: this call waits for that start.
    const aliceAgain = server.request('POST', '/tpay/beginTransaction', { token: alice.token, body: pln });

    // Bob's checkout, with a cart of his own, goes all the way through while Tpay keeps Alice waiting.
    const bobs = await server.request('POST', '/tpay/beginTransaction', { token: bob.token, body: pln });
    assert.equal(bobs.status, 200, bobs.text);
    assert.match(bobs.text, /^https:\/\/secure\.tpay\.test\/\?title=TR-FAKE-1$/);
    assert.equal(aliceSettled, false, 'Alice is still waiting for Tpay');
    assert.equal(tpay.hung.length, 1);
    const bobOrder = (await ordersOf(bob.token)).content[0]!;
    assert.deepEqual([bobOrder.status.name, tpay.created[0]!.orderNumber], ['PAYMENT_VERIFICATION', bobOrder.orderNumber]);

    // Tpay's time limit passes: both of Alice's calls are told the provider is unavailable, and one call was made.
    for (const answer of [await aliceFirst, await aliceAgain]) assert.deepEqual([answer.status, answer.body], [502, { message: 'paymentProviderUnavailable', field: null }]);
    assert.ok(Date.now() - startedAt >= TIMEOUT_MS, 'gave up at the time limit, not before');
    assert.equal(tpay.hung.length, 1, 'the waiting call did not ask Tpay a second time');
    const waiting = await ordersOf(alice.token);
    assert.equal(waiting.totalElements, 1);
    assert.equal(waiting.content[0]!.status.name, 'PAYMENT_VERIFICATION');

    // Her next try (the page kept her cart on screen) starts the same order's payment.
    const retried = await server.request('POST', '/tpay/beginTransaction', { token: alice.token, body: pln });
    assert.equal(retried.status, 200, retried.text);
    assert.equal(retried.text, 'https://secure.tpay.test/?title=TR-FAKE-2');
    const paid = await ordersOf(alice.token);
    assert.equal(paid.totalElements, 1, 'still one order');
    assert.equal(tpay.created[1]!.orderNumber, paid.content[0]!.orderNumber);
    const row = await server.database.db
      .selectFrom('shop_order')
      .select(['transaction_id', 'payment_attempt_until'])
      .where('order_number', '=', paid.content[0]!.orderNumber)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { transaction_id: 'TR-FAKE-2', payment_attempt_until: null });
    // Asked once more, the checkout answers the payment page it has, without Tpay.
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token: alice.token, body: pln })).text, retried.text);
    assert.equal(tpay.created.length, 2);
  });

  it('takes over the start of a process that died mid-call once its claim lapses', async () => {
    const carol = await shopperWith(11, 1);
    const first = await server.request('POST', '/tpay/beginTransaction', { token: carol.token, body: pln });
    assert.equal(first.status, 200, first.text);
    // As a process killed between the order's commit and Tpay's answer leaves it: claimed, never recorded.
    const { orderNumber } = (await ordersOf(carol.token)).content[0]!;
    await server.database.db
      .updateTable('shop_order')
      .set({ transaction_id: null, payment_url: null, payment_provider: null, payment_attempt_until: sql`now() + interval '1 second'` })
      .where('order_number', '=', orderNumber)
      .execute();
    const made = tpay.created.length;
    const retried = await server.request('POST', '/tpay/beginTransaction', { token: carol.token, body: pln });
    assert.equal(retried.status, 200, retried.text);
    assert.equal(retried.text, `https://secure.tpay.test/?title=TR-FAKE-${made + 1}`);
    assert.equal(tpay.created.at(-1)!.orderNumber, orderNumber);
    assert.equal((await ordersOf(carol.token)).totalElements, 1);
  });
});
