import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { customer, defaultChoice, polishAddress, PASSWORD, startServer, type TestServer } from '../../test/harness.ts';

describe('POST /users/me/export', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  /** A customer with an address, a paid-for order, a newsletter sign-up, a contact message and an audit entry. */
  const busyCustomer = async (marker: string) => {
    const user = await customer(server);
    await server.request('POST', '/address', { token: user.token, body: { shippingAddress: { ...polishAddress, name: marker } } });
    await server.request('POST', '/cart/add-product/1', { token: user.token, body: await defaultChoice(server, 1) });
    await server.request('GET', '/cart/shipment/POLAND', { token: user.token });
    const begun = await server.request('POST', '/tpay/beginTransaction', { token: user.token, body: { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' } });
    assert.equal(begun.status, 200, begun.text);
    const transactionId = begun.text.split('/sandbox/pay/')[1]!;
    await server.database.db
      .insertInto('payment_notification')
      .values({ provider: 'sandbox', transaction_id: transactionId, status: 'TRUE', outcome: 'paid', payload: JSON.stringify({ tr_email: user.email }) })
      .execute();
    await server.request('POST', '/newsletter/register', { body: { emailAddress: user.email, captchaResponseToken: 'x' } });
    await server.request('POST', '/contact', { body: { emailAddress: user.email, name: marker, message: `Question from ${marker}` } });
    await server.database.db
      .insertInto('admin_audit_log')
      .values({ source: 'commandLine', action: 'user.role', entity_kind: 'user', entity_id: String(user.id), before: JSON.stringify({ email: user.email, role: 'CUSTOMER' }), after: JSON.stringify({ email: user.email, role: 'ADMIN' }) })
      .execute();
    return { ...user, transactionId };
  };

  it('answers only with a login', async () => {
    assert.equal((await server.request('POST', '/users/me/export', { body: { password: PASSWORD } })).status, 401);
    assert.equal((await server.request('POST', '/users/me/export', { token: 'not-a-token', body: { password: PASSWORD } })).status, 401);
  });

  it('wants the password typed again: a session alone takes nothing, nor deletes the account', async () => {
    const kasia = await customer(server);
    const exported = (body: unknown) => server.request('POST', '/users/me/export', { token: kasia.token, body });
    for (const body of [undefined, {}, { password: '' }, { password: 7 }]) assert.equal((await exported(body)).status, 400, JSON.stringify(body));
    const wrong = await exported({ password: `${PASSWORD}x` });
    assert.deepEqual([wrong.status, wrong.body], [403, { message: 'wrongPassword', field: 'password' }]);
    assert.equal(wrong.headers.get('content-disposition'), null, 'no data with a wrong password');
    assert.equal((await exported({ password: PASSWORD })).status, 200);

    const deleted = (body: unknown) => server.request('DELETE', `/users/${kasia.id}`, { token: kasia.token, body });
    assert.equal((await deleted(undefined)).status, 400);
    assert.deepEqual((await deleted({ password: 'Trening2!' })).body, { message: 'wrongPassword', field: 'password' });
    assert.equal((await server.request('GET', '/users/current-user', { token: kasia.token })).status, 200, 'the account is still there');
    assert.equal((await deleted({ password: PASSWORD })).status, 204);
  });

  it('bounds the guesses at the password like the login', async () => {
    const limited = await startServer({ rateLimitMax: 3 });
    try {
      const lena = await customer(limited);
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await limited.request('DELETE', `/users/${lena.id}`, { token: lena.token, body: { password: `guess-${i}` } })).status);
      assert.deepEqual(statuses, [403, 403, 403, 429]);
    } finally {
      await limited.close();
    }
  });

  it("downloads everything the shop holds about the customer, and nothing of another customer's", async () => {
    const anna = await busyCustomer('Anna');
    const ben = await busyCustomer('Ben');
    const answer = await server.request('POST', '/users/me/export', { token: anna.token, body: { password: PASSWORD } });
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-disposition') ?? '', /^attachment; filename="inercise-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const data = answer.body;
    assert.deepEqual(Object.keys(data).sort(), ['account', 'addresses', 'articleComments', 'auditEntries', 'cart', 'contactMessages', 'courses', 'devices', 'exportedAt', 'favouriteArticles', 'newsletter', 'orders', 'profile', 'sessions', 'shop']);
    assert.equal(data.account.email, anna.email);
    assert.equal(data.account.id, anna.id);
    assert.ok(data.account.lastLoginAt);
    assert.equal(data.addresses.shipping.name, 'Anna');
    assert.equal(data.orders.length, 1);
    const [order] = data.orders;
    assert.equal(order.items.length, 1);
    assert.equal(order.items[0].productId, 1);
    assert.equal(order.status, 'PAYMENT_VERIFICATION');
    assert.equal(order.payment.transactionId, anna.transactionId);
    assert.deepEqual(order.payment.notifications.map((n: { status: string; outcome: string }) => [n.status, n.outcome]), [['TRUE', 'paid']]);
    assert.equal(data.newsletter.email, anna.email);
    assert.equal(data.newsletter.confirmedAt, null);
    assert.deepEqual(data.contactMessages.map((m: { message: string }) => m.message), ['Question from Anna']);
    assert.deepEqual(data.auditEntries.map((e: { action: string; entity: string }) => [e.action, e.entity]), [['user.role', `user:${anna.id}`]]);
    // Her logins: open, with a device label, never a refresh credential.
    assert.ok(data.sessions.length >= 1);
    assert.ok(data.sessions.every((s: { device: string; endedAt: string | null; createdAt: string }) => s.device.length > 0 && s.createdAt));
    assert.ok(data.sessions.some((s: { endedAt: string | null }) => s.endedAt === null));

    // Never the password hash or the token version; nothing of Ben anywhere.
    const text = answer.text;
    for (const secret of ['password', 'argon2', 'token_version', 'tokenVersion', 'refresh_credential', 'rotated_at']) assert.equal(text.includes(secret), false, secret);
    for (const other of [ben.email, 'Ben', ben.transactionId]) assert.equal(text.includes(other), false, other);
  });

  it('is empty where the customer has nothing', async () => {
    const fresh = await customer(server);
    const data = (await server.request('POST', '/users/me/export', { token: fresh.token, body: { password: PASSWORD } })).body;
    assert.deepEqual([data.addresses, data.orders, data.newsletter, data.contactMessages, data.auditEntries, data.cart], [null, [], null, [], [], []]);
  });
});
