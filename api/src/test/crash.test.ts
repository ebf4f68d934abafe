// Process faults, with the API as `npm start` runs it in a child process on a PGlite data directory:
// restarted (SIGKILL) between "begin transaction" and the payment notification, and SIGKILLed while many
// customers check out at once. Runs on PGlite under test:pg too: it is this process's storage at stake.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openPglite } from '../db/pglite.ts';
import { notificationMd5 } from '../features/payments/notificationSignature.ts';
import { createSandboxProvider } from '../features/payments/sandbox/sandboxProvider.ts';
import { freePort, shopperOf, startApiProcess, type ApiProcess } from './process.ts';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const pln = { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' };

describe('process faults', () => {
  const dirs: string[] = [];
  const running: ApiProcess[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'inercise-crash-'));
    dirs.push(dir);
    return dir;
  };
  const start = async (dir: string) => {
    const api = await startApiProcess(dir, await freePort());
    running.push(api);
    return api;
  };
  after(async () => {
    for (const api of running) await api.kill();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** `npm run admin -w @inercise/api -- <args>` as the shop owner runs it, on a stopped API's data directory. */
  const admin = (dir: string, ...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
    delete env.DATABASE_URL;
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/admin.ts', ...args], { cwd: apiRoot, env, encoding: 'utf8' });
  };

  /** Reads the stopped API's database directly. */
  const inDatabase = async <T>(dir: string, read: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<T>): Promise<T> => {
    const database = await openPglite(dir);
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  };

  it('an API killed between begin-transaction and the notification ends the order PAID, once', async () => {
    const dir = dataDir();
    let api = await start(dir);
    const { token } = await shopperOf(api, dir, [{ id: 1, quantity: 1 }]);
    const begun = await api.call('POST', '/tpay/beginTransaction', { token, body: pln });
    assert.equal(begun.status, 200, begun.text);
    const transactionId = begun.text.split('/sandbox/pay/')[1]!;
    const { orderNumber } = (await api.call('GET', '/order', { token })).body.content[0];
    const amount = /<dd>([\d.]+) PLN<\/dd>/.exec((await api.call('GET', `/sandbox/pay/${transactionId}`)).text)![1]!;

    await api.kill();
    api = await start(dir);

    assert.equal((await api.call('GET', `/order/${orderNumber}`, { token })).body.status.name, 'PAYMENT_VERIFICATION', 'the order survived the kill');
    // The shopper pays on the sandbox page (its notification goes through the real endpoint)...
    assert.equal((await api.call('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'pl' } })).status, 303);
    // ...and "Tpay" delivers the same notification twice more, at once, after the restart.
    const sandbox = createSandboxProvider({ dataDir: dir, publicApiUrl: api.url });
    const fields = { id: sandbox.merchantId, tr_id: transactionId, tr_date: '2026-01-01 10:00:00', tr_crc: orderNumber, tr_amount: amount, tr_paid: amount, tr_desc: 'x', tr_status: 'TRUE', tr_error: 'none', tr_email: '', test_mode: '1' };
    const form = { ...fields, md5sum: notificationMd5(fields, sandbox.securityCode) };
    const signature = await sandbox.sign(new URLSearchParams(form).toString());
    const replies = await Promise.all([0, 1].map(() => api.call('POST', '/tpay/notification', { form, headers: { 'x-jws-signature': signature } })));
    assert.deepEqual(replies.map((r) => r.text), ['TRUE', 'TRUE']);
    assert.equal((await api.call('GET', `/order/${orderNumber}`, { token })).body.status.name, 'PAID');
    await api.stop();

    const outcomes = await inDatabase(dir, (db) => db.selectFrom('payment_notification').select('outcome').where('transaction_id', '=', transactionId).execute());
    assert.deepEqual(outcomes.map((o) => o.outcome).sort(), ['alreadyProcessed', 'alreadyProcessed', 'paid'], 'paid exactly once');

    // The shop owner's command line on the same data: list the paid order, ship it, refuse a backward move.
    const listed = admin(dir, 'orders', 'paid');
    assert.equal(listed.status, 0, listed.stderr);
    assert.match(listed.stdout, new RegExp(`^${orderNumber}\\s+PAID\\s`, 'm'));
    const shipped = admin(dir, 'set-status', orderNumber, 'shipped');
    assert.equal(shipped.status, 0, shipped.stdout + shipped.stderr);
    assert.match(shipped.stdout, new RegExp(`${orderNumber} is now SHIPPED`));
    const backwards = admin(dir, 'set-status', orderNumber, 'PAID');
    assert.equal(backwards.status, 1);
    assert.match(backwards.stdout, /cannot move .* from SHIPPED to PAID \(allowed: DELIVERED, RETURNED\)/);
    assert.equal(admin(dir, 'set-status', 'INR-00000000-NOPE00', 'SHIPPED').status, 1);
    assert.equal(admin(dir, 'nonsense').status, 2);
    const status = await inDatabase(dir, (db) => db.selectFrom('shop_order').select('status').where('order_number', '=', orderNumber).executeTakeFirstOrThrow());
    assert.equal(status.status, 'SHIPPED');
  });

  it('SIGKILL while many customers check out leaves no half order and no lost cart', async () => {
    const dir = dataDir();
    let api = await start(dir);
    const customers = [];
    for (let i = 0; i < 10; i += 1) {
      const shopper = await shopperOf(api, dir, [{ id: 3, quantity: 1 }, { id: 11, quantity: 1 + (i % 3) }]);
      const cart = (await api.call('GET', '/cart', { token: shopper.token })).body as { cartItems: { product: { name: string }; quantity: number }[] };
      customers.push({ ...shopper, expected: cart.cartItems.map((item) => [item.product.name, item.quantity]).sort() });
    }

    // Three begin-transaction calls per customer, all at once; the kill comes with the fourth answer, so
    // some checkouts are done, some under way and some not started.
    let answers = 0;
    let enoughAnswers!: () => void;
    const answered = new Promise<void>((resolve) => (enoughAnswers = resolve));
    const calls = customers.flatMap((c) =>
      [0, 1, 2].map(() =>
        api.call('POST', '/tpay/beginTransaction', { token: c.token, body: pln }).then(
          (r) => {
            if (r.status === 200 && (answers += 1) === 4) enoughAnswers();
            return r.status;
          },
          // The connection dies with the process: that call's fate is what the restart shows.
          () => 0,
        ),
      ),
    );
    await answered;
    await api.kill();
    const answeredBeforeKill = (await Promise.all(calls)).filter((status) => status === 200).length;

    api = await start(dir);
    let withOrder = 0;
    for (const c of customers) {
      const orders = (await api.call('GET', '/order', { token: c.token })).body as { totalElements: number; content: { orderItems: { product: { name: string }; quantity: number }[] }[] };
      const cart = (await api.call('GET', '/cart', { token: c.token })).body as { cartItems: { product: { name: string }; quantity: number }[] };
      assert.ok(orders.totalElements <= 1, `${c.email}: ${orders.totalElements} orders from one cart`);
      if (orders.totalElements === 1) {
        withOrder += 1;
        assert.deepEqual(orders.content[0]!.orderItems.map((i) => [i.product.name, i.quantity]).sort(), c.expected, `${c.email}: the order has the cart's items`);
      }
      // Placed or not, the cart is as it was: it is emptied only when the order is paid.
      assert.deepEqual(cart.cartItems.map((i) => [i.product.name, i.quantity]).sort(), c.expected, `${c.email}: the cart changed before any payment`);
    }
    assert.ok(withOrder >= 1, 'the answered checkout was kept');
    console.log(`crash: ${answeredBeforeKill} of ${calls.length} begin calls answered before SIGKILL; ${withOrder} of ${customers.length} customers had an order after restart`);

    // The survivors finish their checkout after the restart: one order each, still.
    for (const c of customers) assert.equal((await api.call('POST', '/tpay/beginTransaction', { token: c.token, body: pln })).status, 200);
    for (const c of customers) assert.equal((await api.call('GET', '/order', { token: c.token })).body.totalElements, 1);
    await api.stop();

    const [orphans, emptyWithoutOrder] = await inDatabase(dir, async (db) => [
      (await sql<{ n: number }>`select count(*)::int as n from shop_order o where not exists (select 1 from order_item i where i.order_id = o.id)`.execute(db)).rows[0]!.n,
      (await sql<{ n: number }>`select count(*)::int as n from cart c where c.last_order_id is null and not exists (select 1 from cart_item i where i.cart_id = c.id)`.execute(db)).rows[0]!.n,
    ]);
    assert.equal(orphans, 0, 'orders without items');
    assert.equal(emptyWithoutOrder, 0, 'emptied carts without their order');
  });
});
