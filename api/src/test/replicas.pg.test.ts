// Three API processes on one PostgreSQL database, as replicas behind a load balancer: one shopper's calls go to
// them in turn, and the shop behaves as one: sessions, one order per cart, one payment and one mail per
// notification, one rate limit, one catalogue. PGlite is one process per data directory, so replicas only exist
// on a database server: run by the PostgreSQL pass (npm run test:pg), like every *.pg.test.ts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { changeProductPrice } from '../features/catalogue/catalogueWrites.ts';
import { notificationMd5 } from '../features/payments/notificationSignature.ts';
import { createSandboxProvider } from '../features/payments/sandbox/sandboxProvider.ts';
import { PASSWORD, polishAddress, uniqueEmail } from './harness.ts';
import { freePort, startApiProcess, type ApiProcess } from './process.ts';
import { postgresDatabase } from './template.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set: run this file through npm run test:pg');
const REPLICAS = 3;
const RATE_LIMIT_MAX = 5;
// How browsers and Tpay reach the shop: the load balancer's address, the same for every replica (the sandbox
// signs notifications naming its key by this address, and every replica must accept them).
const PUBLIC_API_URL = 'http://api.shop.test';
const pln = { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'en', currency: 'PLN' };

/** SIGTERM, and SIGKILL when the process has not ended after `timeoutMs`. */
const stopWithin = async (api: ApiProcess, timeoutMs: number): Promise<void> => {
  const { child } = api;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await ended;
  clearTimeout(timer);
};

describe(
  'three API replicas on one PostgreSQL',
  () => {
    let database: Database;
    let dataDir: string;
    const replicas: ApiProcess[] = [];
    let turn = 0;
    /** The next replica, in turn: what a round-robin load balancer does. */
    const next = (): ApiProcess => replicas[turn++ % replicas.length]!;

    /** The shared outbox's mails, oldest first, with plain line ends and header lines unfolded. */
    const mails = (): string[] => {
      const outbox = join(dataDir, 'mail');
      return existsSync(outbox)
        ? readdirSync(outbox)
            .sort()
            .map((name) => readFileSync(join(outbox, name), 'utf8').replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' '))
        : [];
    };
    const mailsWithSubject = (subject: string) => mails().filter((m) => m.includes(`\nSubject: ${subject}\n`));
    /** Waits until the replicas' workers have sent every queued mail (the queue in the shared database is empty). */
    const settled = async () => {
      const until = Date.now() + 15_000;
      while (Date.now() < until) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'mail' and state < 'completed'`.execute(database.db);
        if (rows[0]!.n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.fail('mails still queued after 15 s');
    };

    let email = '';
    let token = '';
    let orderNumber = '';
    let transactionId = '';

    before(
      async () => {
        const created = await postgresDatabase(databaseUrl, null);
        database = created.database;
        dataDir = mkdtempSync(join(tmpdir(), 'inercise-replicas-'));
        const env = { DATABASE_URL: created.url, JWT_SECRET: 'replicas-share-this-secret-of-48-characters-long', RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), PUBLIC_API_URL };
        // One after the other: the first migrates and seeds the empty database, the others find it ready.
        for (let i = 0; i < REPLICAS; i += 1) replicas.push(await startApiProcess(dataDir, await freePort(), env));
      },
      { timeout: 90_000 },
    );

    after(
      async () => {
        await Promise.all(replicas.map((api) => stopWithin(api, 10_000)));
        await database?.close();
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      },
      { timeout: 30_000 },
    );

    it('accepts on every replica the session another one issued', async () => {
      email = uniqueEmail('replica');
      const registered = await next().call('POST', '/users', { body: { emailAddress: email, password: PASSWORD } });
      assert.equal(registered.status, 201, registered.text);
      await settled();
      const mail = mails().findLast((m) => m.includes(`To: ${email}`));
      const activation = mail?.replace(/=\r?\n/g, '').replace(/=3D/g, '=').match(/activate-account\?token=([\w-]+)/)?.[1];
      assert.ok(activation, 'the activation mail is in the shared outbox');
      assert.equal((await next().call('POST', '/users/activate-account', { body: { token: activation, password: PASSWORD } })).status, 200);
      const issuer = next();
      const login = await fetch(`${issuer.url}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: PASSWORD }) });
      assert.equal(login.status, 200);
      token = login.headers.get('access_token')!;
      for (const api of replicas) {
        const current = await api.call('GET', '/users/current-user', { token });
        assert.equal(current.status, 200, `${api.url}: ${current.text}`);
        assert.equal(current.body.emailAddress, email);
      }
    });

    it('makes one order from twenty concurrent begin-transaction calls spread over the replicas', async () => {
      assert.equal((await next().call('POST', '/address', { token, body: { shippingAddress: polishAddress } })).status, 201);
      for (const [id, quantity] of [[1, 1], [11, 2]] as const) {
        const product = (await next().call('GET', `/products/${id}`)).body as { properties: { propertyType: { name: string }; values: { id: number; value: string; available: boolean }[] }[] };
        const choice = product.properties.map((p) => {
          const value = p.values.find((v) => v.available)!;
          return { id: value.id, value: value.value, propertyType: p.propertyType };
        });
        const added = await next().call('POST', `/cart/add-product/${id}?quantity=${quantity}`, { token, body: choice });
        assert.equal(added.status, 200, added.text);
      }
      assert.equal((await next().call('GET', '/cart', { token })).body.cartItems.length, 2, 'every replica sees the one cart');

      const answers = await Promise.all(Array.from({ length: 20 }, () => next().call('POST', '/tpay/beginTransaction', { token, body: pln })));
      assert.deepEqual([...new Set(answers.map((a) => a.status))], [200], answers.find((a) => a.status !== 200)?.text);
      assert.equal(new Set(answers.map((a) => a.text)).size, 1, 'every call answers the same payment');
      transactionId = answers[0]!.text.split('/sandbox/pay/')[1]!;
      assert.match(transactionId, /^TR-SBX-[0-9A-F]{12}$/);

      const orders = await database.db.selectFrom('shop_order').innerJoin('app_user', 'app_user.id', 'shop_order.user_id').select(['order_number', 'status']).where('app_user.email', '=', email).execute();
      assert.equal(orders.length, 1, 'one order');
      assert.equal(orders[0]!.status, 'PAYMENT_VERIFICATION');
      orderNumber = orders[0]!.order_number;
      for (const api of replicas) assert.equal((await api.call('GET', '/order', { token })).body.totalElements, 1, api.url);
      await settled();
      assert.equal(mailsWithSubject(`Inercise: order ${orderNumber}`).length, 1, 'one order mail');
    });

    it('marks the order paid once, with one mail, when all three get the same notification', async () => {
      // Signed as the sandbox signs it: the key and security code the replicas keep in the shared data directory.
      const sandbox = createSandboxProvider({ dataDir, publicApiUrl: PUBLIC_API_URL });
      const row = await database.db.selectFrom('shop_order').select(['total_price']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
      const amount = (row.total_price / 100).toFixed(2);
      const base = { id: sandbox.merchantId, tr_id: transactionId, tr_date: '2025-01-01 10:00:00', tr_crc: orderNumber, tr_amount: amount, tr_paid: amount, tr_desc: `Inercise ${orderNumber}`, tr_status: 'TRUE', tr_error: 'none', tr_email: '', test_mode: '1' };
      const body = new URLSearchParams({ ...base, md5sum: notificationMd5(base, sandbox.securityCode) }).toString();
      const signature = await sandbox.sign(body);
      const deliver = (api: ApiProcess) =>
        fetch(`${api.url}/tpay/notification`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-jws-signature': signature }, body }).then((r) => r.text());

      assert.deepEqual(await Promise.all(replicas.map(deliver)), ['TRUE', 'TRUE', 'TRUE']);
      const paid = await database.db.selectFrom('shop_order').select(['status', 'paid_at']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
      assert.equal(paid.status, 'PAID');
      assert.ok(paid.paid_at);
      const outcomes = await database.db.selectFrom('payment_notification').select('outcome').where('transaction_id', '=', transactionId).execute();
      assert.deepEqual(outcomes.map((o) => o.outcome).sort(), ['alreadyProcessed', 'alreadyProcessed', 'paid']);
      await settled();
      assert.equal(mailsWithSubject(`Inercise: payment received for order ${orderNumber}`).length, 1, 'one payment mail');

      // Tpay retrying later changes nothing either: the same paid_at, still one mail.
      assert.deepEqual(await Promise.all(replicas.map(deliver)), ['TRUE', 'TRUE', 'TRUE']);
      const again = await database.db.selectFrom('shop_order').select(['status', 'paid_at']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
      assert.deepEqual(again, paid);
      await settled();
      assert.equal(mailsWithSubject(`Inercise: payment received for order ${orderNumber}`).length, 1);
      for (const api of replicas) assert.equal((await api.call('GET', `/order/${orderNumber}`, { token })).body.status.name, 'PAID', api.url);
    });

    it(`limits the sensitive calls to ${RATE_LIMIT_MAX} in total across the replicas, not ${RATE_LIMIT_MAX} each`, async () => {
      const statuses: number[] = [];
      // Three per replica: counted per process, every one would pass.
      for (let i = 0; i < 3 * REPLICAS; i += 1) {
        const answer = await next().call('POST', '/users/reset-password', { body: { username: uniqueEmail('nobody') } });
        statuses.push(answer.status);
        if (answer.status === 429) assert.deepEqual(answer.body, { message: 'tooManyRequests', field: null });
      }
      assert.deepEqual(statuses, [...Array<number>(RATE_LIMIT_MAX).fill(200), ...Array<number>(3 * REPLICAS - RATE_LIMIT_MAX).fill(429)]);

      // At the same moment on all replicas (another limited call, counted on its own): no call is lost or counted twice.
      const message = { emailAddress: email, name: 'Jan', message: 'Czy wysyłacie do Norwegii?' };
      const together = await Promise.all(Array.from({ length: 3 * REPLICAS }, () => next().call('POST', '/contact', { body: message })));
      const counted = together.map((a) => a.status).sort();
      assert.deepEqual(counted, [...Array<number>(RATE_LIMIT_MAX).fill(201), ...Array<number>(3 * REPLICAS - RATE_LIMIT_MAX).fill(429)]);
      const stored = await database.db.selectFrom('contact_message').select((eb) => eb.fn.countAll<number>().as('n')).where('email', '=', email).executeTakeFirstOrThrow();
      assert.equal(stored.n, RATE_LIMIT_MAX);
    });

    it('serves a catalogue change from every replica within a second', async (t) => {
      const priceOf = async (api: ApiProcess) => (await api.call('GET', '/products/1')).body.currentPrice as number;
      const before = await Promise.all(replicas.map(priceOf));
      assert.equal(new Set(before).size, 1, 'one catalogue before the change');
      const row = await database.db.selectFrom('product').select(['price', 'price_eur']).where('id', '=', 1).executeTakeFirstOrThrow();
      await changeProductPrice(database.db, 1, { price: row.price + 100, priceEur: row.price_eur + 100 });
      const changedAt = Date.now();
      const expected = (row.price + 100) / 100;
      const deadline = changedAt + 1000;
      // Each replica is asked until it answers the new price; a request counts if it was sent within the second.
      const seenAfter = await Promise.all(
        replicas.map(async (api) => {
          while (Date.now() <= deadline) {
            const sentAt = Date.now();
            if ((await priceOf(api)) === expected) return sentAt - changedAt;
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          return null;
        }),
      );
      t.diagnostic(`new price served after ${seenAfter.map((ms) => (ms === null ? 'never' : `${ms} ms`)).join(', ')}`);
      assert.ok(seenAfter.every((ms) => ms !== null), `every replica serves ${expected} within a second`);
    });
  },
);
