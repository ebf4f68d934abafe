import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createPrivateKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../../test/harness.ts';
import { notificationMd5, signDetached } from '../notificationSignature.ts';
import { createTpayProvider } from './tpayProvider.ts';

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version']);
    return true;
  } catch {
    return false;
  }
})();

/** A root CA and a signing certificate it issued, as Tpay has (made with openssl). */
const certificates = (dir: string) => {
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'root.key', '-out', 'root.pem', '-days', '2', '-subj', '/CN=Fake Tpay Root');
  run('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'sign.key', '-out', 'sign.csr', '-subj', '/CN=secure.tpay.test');
  run('x509', '-req', '-in', 'sign.csr', '-CA', 'root.pem', '-CAkey', 'root.key', '-CAcreateserial', '-out', 'sign.pem', '-days', '2');
  run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'rogue.key', '-out', 'rogue.pem', '-days', '2', '-subj', '/CN=rogue');
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  return { root: read('root.pem'), sign: read('sign.pem'), signKey: createPrivateKey(read('sign.key')), rogue: read('rogue.pem'), rogueKey: createPrivateKey(read('rogue.key')) };
};

describe('tpay provider against a local fake of Tpay', { skip: !hasOpenssl && 'openssl not installed' }, () => {
  let fake: FastifyInstance;
  let fakeUrl: string;
  let server: TestServer;
  let dir: string;
  let certs: ReturnType<typeof certificates>;
  const created: unknown[] = [];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fake-tpay-'));
    certs = certificates(dir);
    fake = Fastify();
    fake.post('/oauth/auth', async (request) => {
      const body = request.body as { client_id: string; client_secret: string };
      if (body.client_id !== 'client' || body.client_secret !== 'secret') return { error: 'invalid_client' };
      return { access_token: 'fake-token', expires_in: 7200 };
    });
    fake.addHook('preHandler', async (request, reply) => {
      if (request.url.startsWith('/transactions') && request.headers.authorization !== 'Bearer fake-token') return reply.status(401).send({});
    });
    fake.get('/transactions/bank-groups', async () => ({ result: 'success', groups: [{ id: '150', name: 'BLIK', img: 'https://x/150.png' }, { id: 103, name: 'Karta', img: 'https://x/103.png' }] }));
    fake.post('/transactions', async (request) => {
      created.push(request.body);
      const title = `TR-FAKE-${String(created.length).padStart(4, '0')}`;
      return { result: 'success', transactionId: `01HXYZ${created.length}`, title, status: 'pending', transactionPaymentUrl: `https://secure.tpay.test/?title=${title}` };
    });
    fake.get('/x509/root.pem', async () => certs.root);
    fake.get('/x509/sign.pem', async () => certs.sign);
    fake.get('/x509/rogue.pem', async () => certs.rogue);
    await fake.listen({ port: 0, host: '127.0.0.1' });
    fakeUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    const tpay = { apiUrl: fakeUrl, clientId: 'client', clientSecret: 'secret', securityCode: 'sec-code', certificatePrefix: `${fakeUrl}/x509`, rootCertificateUrl: `${fakeUrl}/x509/root.pem`, timeoutMs: 5000 };
    server = await startServer({ paymentProvider: 'tpay', tpay }, { payments: createTpayProvider(tpay) });
  });
  after(async () => {
    await server.close();
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists bank groups, creates the transaction and accepts only notifications signed under Tpay\'s root', async () => {
    assert.deepEqual((await server.request('GET', '/tpay/payment-methods')).body['150'], { id: 150, name: 'BLIK', img: 'https://x/150.png' });
    const { token, email } = await customer(server);
    await server.request('POST', '/address', { token, body: { shippingAddress: polishAddress } });
    await server.request('POST', '/cart/add-product/3', { token, body: await defaultChoice(server, 3) });
    await server.request('GET', '/cart/shipment/POLAND', { token });
    const begun = await server.request('POST', '/tpay/beginTransaction', { token, body: { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'en', currency: 'PLN' } });
    assert.equal(begun.text, 'https://secure.tpay.test/?title=TR-FAKE-0001');
    const request = created[0] as Record<string, any>;
    const order = (await server.request('GET', '/order', { token })).body.content[0];
    assert.deepEqual(
      [request.amount, request.hiddenDescription, request.lang, request.pay, request.payer.email, request.callbacks.payerUrls.success],
      [368.99, order.orderNumber, 'en', { groupId: 150 }, email, `http://shop.test/en/order?orderNumber=${order.orderNumber}&status=paid`],
    );
    const base = { id: '12345', tr_id: 'TR-FAKE-0001', tr_date: '2025-01-01 10:00:00', tr_crc: order.orderNumber, tr_amount: '368.99', tr_paid: '368.99', tr_desc: 'x', tr_status: 'TRUE', tr_error: 'none', tr_email: email, test_mode: '1' };
    const body = new URLSearchParams({ ...base, md5sum: notificationMd5(base, 'sec-code') }).toString();
    const send = async (jws: string) =>
      (await fetch(`${server.url}/tpay/notification`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-jws-signature': jws }, body })).text();
    assert.equal(await send(await signDetached(body, certs.rogueKey, `${fakeUrl}/x509/rogue.pem`)), 'FALSE', 'a self-signed certificate');
    assert.equal(await send(await signDetached(body, certs.signKey, 'https://elsewhere.test/x509/sign.pem')), 'FALSE', 'a certificate outside Tpay\'s domain');
    assert.equal(await send(await signDetached(`${body}&x=1`, certs.signKey, `${fakeUrl}/x509/sign.pem`)), 'FALSE', 'another body');
    assert.equal(await send(await signDetached(body, certs.signKey, `${fakeUrl}/x509/sign.pem`)), 'TRUE');
    assert.equal(await send(await signDetached(body, certs.signKey, `${fakeUrl}/x509/sign.pem`)), 'TRUE', 'duplicate acknowledged');
    assert.equal((await server.request('GET', `/order/${order.orderNumber}`, { token })).body.status.name, 'PAID');
  });

  it('creates a transaction with no method preselected for PLN from Germany with group 999, so Tpay\'s panel offers its methods', async () => {
    const { token } = await customer(server);
    await server.request('POST', '/address', { token, body: { shippingAddress: { ...polishAddress, country: 'DE', state: 'Bayern', city: 'München', postcode: '80331', areaCode: '+49' } } });
    await server.request('POST', '/cart/add-product/3', { token, body: await defaultChoice(server, 3) });
    const begun = await server.request('POST', '/tpay/beginTransaction', { token, body: { paymentGroup: '999', useInvoiceAddress: 'false', termsAccepted: true, language: 'en', currency: 'PLN' } });
    assert.equal(begun.text, 'https://secure.tpay.test/?title=TR-FAKE-0002');
    const request = created.at(-1) as Record<string, any>;
    assert.equal('pay' in request, false, 'no bank group sent');
    assert.equal(request.payer.country, 'DE');
  });

  it('answers 502 when Tpay is down, and keeps the order waiting for its payment', async () => {
    await fake.close();
    const { token } = await customer(server);
    await server.request('POST', '/address', { token, body: { shippingAddress: polishAddress } });
    await server.request('POST', '/cart/add-product/3', { token, body: await defaultChoice(server, 3) });
    const begun = await server.request('POST', '/tpay/beginTransaction', { token, body: { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' } });
    assert.deepEqual([begun.status, begun.body], [502, { message: 'paymentProviderUnavailable', field: null }]);
    // The order was committed before Tpay was asked: it waits, with no transaction, for the shopper's next try
    // (features/orders/hangingProvider.test.ts tries again).
    const orders = (await server.request('GET', '/order', { token })).body;
    assert.equal(orders.totalElements, 1);
    assert.equal(orders.content[0].status.name, 'PAYMENT_VERIFICATION');
    const row = await server.database.db.selectFrom('shop_order').select(['transaction_id', 'payment_url', 'payment_attempt_until']).where('order_number', '=', orders.content[0].orderNumber).executeTakeFirstOrThrow();
    assert.deepEqual(row, { transaction_id: null, payment_url: null, payment_attempt_until: null }, 'no claim left behind: a retry may start at once');
  });
});
