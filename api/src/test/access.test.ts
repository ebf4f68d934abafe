// Access: every authenticated call refuses a missing, malformed, forged, foreign-key, unsigned, expired or
// orphaned token without touching the database; another customer's token never reads or changes the
// first customer's cart, address, orders or account. Also the one-time tokens and the rate limits of the
// calls that accept a token or a password.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt, SignJWT } from 'jose';
import { customer, defaultChoice, PASSWORD, polishAddress, startServer, uniqueEmail, type TestServer } from './harness.ts';
import { fingerprint } from './fingerprint.ts';

const pln = { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' };

/** Every call that needs a token, with a body that would be accepted from the right user. */
const authenticatedCalls = (ids: { userId: number; cartItemId: number; addressId: number; orderNumber: string }) =>
  [
    ['GET', '/users/current-user', undefined],
    ['GET', '/users/verify-token', undefined],
    ['POST', '/users/me/export', { password: PASSWORD }],
    ['GET', '/users/sessions', undefined],
    ['DELETE', '/users/sessions/any-session', undefined],
    ['POST', '/users/logout', undefined],
    ['DELETE', `/users/${ids.userId}`, { password: PASSWORD }],
    ['PUT', `/users/${ids.userId}`, { height: 180 }],
    ['PATCH', `/users/${ids.userId}`, { weight: 80 }],
    ['POST', '/users/upload-profile-image', undefined],
    ['DELETE', '/users/profile-image', undefined],
    ['GET', '/address', undefined],
    ['POST', '/address', { shippingAddress: polishAddress }],
    ['PATCH', '/address', { id: ids.addressId, shippingAddress: { ...polishAddress, city: 'Kraków' } }],
    ['GET', '/cart', undefined],
    ['POST', '/cart/add-product/3', []],
    ['PATCH', '/cart/cart-item', { id: ids.cartItemId, quantity: 5 }],
    ['POST', `/cart/remove-cart-item/${ids.cartItemId}`, undefined],
    ['PATCH', '/cart/merge', { cartItems: [] }],
    ['GET', '/cart/shipment/POLAND', undefined],
    ['POST', '/cart/apply-discount/INERCISE10', undefined],
    ['POST', '/cart/select-referrer/1', undefined],
    ['POST', '/tpay/beginTransaction', pln],
    ['POST', '/orders', { ...pln, shippingAddress: polishAddress }],
    ['GET', '/order', undefined],
    ['GET', `/order/${ids.orderNumber}`, undefined],
    ['POST', '/add-comment', { articleId: 1, text: 'A fine read.' }],
    ['GET', '/articles/1/comments/mine', undefined],
    ['POST', '/add-to-favourite', { articleId: 1 }],
    ['POST', '/remove-from-favourite', { articleId: 1 }],
    ['GET', '/favourite-articles', undefined],
    ['GET', '/device', undefined],
    ['POST', '/device/register', { serialNumber: 'INR-2024-000124', labelCode: '5FGX-ACSE-BHPT' }],
    ['POST', '/device/unregister', { serialNumber: 'INR-2024-000124' }],
  ] as const;

describe('access', () => {
  let server: TestServer;
  let alice: Awaited<ReturnType<typeof customer>>;
  let bob: Awaited<ReturnType<typeof customer>>;
  let ids: Parameters<typeof authenticatedCalls>[0];

  /** Everything Alice can see of herself, through her own token. */
  const aliceView = async () =>
    Promise.all(['/users/current-user', '/cart', '/address', '/order'].map(async (path) => (await server.request('GET', path, { token: alice.token })).body));

  before(async () => {
    server = await startServer();
    alice = await customer(server);
    bob = await customer(server);
    await server.request('POST', '/address', { token: alice.token, body: { shippingAddress: polishAddress } });
    // An order first (the cart empties), then a new cart line: Alice has all four kinds of data.
    await server.request('POST', '/cart/add-product/3', { token: alice.token, body: await defaultChoice(server, 3) });
    const placed = await server.request('POST', '/tpay/beginTransaction', { token: alice.token, body: { ...pln, paymentGroup: '999', currency: 'EUR' } });
    assert.equal(placed.status, 200, placed.text);
    const cart = await server.request('POST', '/cart/add-product/1', { token: alice.token, body: await defaultChoice(server, 1) });
    const address = await server.request('GET', '/address', { token: alice.token });
    const orders = await server.request('GET', '/order', { token: alice.token });
    ids = { userId: alice.id, cartItemId: cart.body.cartItems[0].id, addressId: address.body.id, orderNumber: orders.body.content[0].orderNumber };
  });
  after(() => server.close());

  it('refuses every authenticated call with no, malformed, forged, unsigned, expired or orphaned tokens', async () => {
    const secret = new TextEncoder().encode(server.config.jwtSecret);
    const claims = (exp: number) => new SignJWT({ sid: decodeJwt(alice.token).sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(alice.id)).setIssuer('inercise-api').setIssuedAt().setExpirationTime(exp);
    const now = Math.floor(Date.now() / 1000);
    const [head, payload] = alice.token.split('.');
    const carol = await customer(server);
    assert.equal((await server.request('DELETE', `/users/${carol.id}`, { token: carol.token, body: { password: PASSWORD } })).status, 204);
    const tokens: Record<string, string | undefined> = {
      none: undefined,
      garbage: 'not-a-jwt',
      tampered: `${alice.token.slice(0, -4)}AAAA`,
      'other user in a re-signed payload': `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: String(bob.id) })).toString('base64url')}.${alice.token.split('.')[2]}`,
      'another key': await claims(now + 3600).sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret')),
      'alg none': `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`,
      expired: await claims(now - 60).sign(secret),
      'deleted user': carol.token,
    };
    const before = await fingerprint(server.database.db);
    let refused = 0;
    for (const [method, path, body] of authenticatedCalls(ids)) {
      for (const [kind, token] of Object.entries(tokens)) {
        const answer = await server.request(method, path, { token, body });
        assert.equal(answer.status, 401, `${method} ${path} with ${kind} token: ${answer.status} ${answer.text}`);
        assert.equal(typeof answer.body.message, 'string');
        refused += 1;
      }
    }
    assert.deepEqual(await fingerprint(server.database.db), before, 'refused calls changed the database');
    // A token signed right but expired is what the clock decides: the same claims unexpired are accepted.
    assert.equal((await server.request('GET', '/users/current-user', { token: await claims(now + 600).sign(secret) })).status, 200);
    console.log(`access: ${refused} calls with bad tokens refused`);
  });

  it("never lets one customer read or change another's cart, address, orders or account", async () => {
    const seen = await aliceView();
    const as = (method: string, path: string, body?: unknown) => server.request(method, path, { token: bob.token, body });

    assert.equal((await as('GET', `/order/${ids.orderNumber}`)).status, 404);
    assert.equal((await as('POST', `/order/${ids.orderNumber}/payment`)).status, 404, "Bob never pays Alice's order");
    assert.equal((await as('GET', '/order')).body.totalElements, 0);
    assert.equal((await as('PATCH', '/cart/cart-item', { id: ids.cartItemId, quantity: 7 })).status, 404);
    assert.equal((await as('POST', `/cart/remove-cart-item/${ids.cartItemId}`)).status, 404);
    assert.equal((await as('DELETE', `/users/${ids.userId}`, { password: PASSWORD })).status, 403);
    assert.equal((await as('PUT', `/users/${ids.userId}`, { height: 180 })).status, 403);
    assert.equal((await as('PATCH', `/users/${ids.userId}`, { weight: 80 })).status, 403);
    const bobCart = await as('GET', '/cart');
    assert.notEqual(bobCart.body.id, seen[1].id);
    assert.equal(bobCart.body.cartItems.length, 0);
    assert.equal((await as('GET', '/address')).status, 404, "Bob has no address and never gets Alice's");
    // Updating "record id of Alice" through Bob's token: refused, or at most Bob's own record.
    const patched = await as('PATCH', '/address', { id: ids.addressId, shippingAddress: { ...polishAddress, city: 'Gdańsk' } });
    assert.ok(patched.status >= 400 && patched.status < 500, `PATCH foreign address: ${patched.status}`);
    assert.equal((await as('POST', '/tpay/beginTransaction', pln)).body.message, 'cartEmpty', "Bob's checkout never takes Alice's cart");
    // Bob's own writes stay his.
    await as('POST', '/address', { shippingAddress: { ...polishAddress, name: 'Bob' } });
    await as('POST', '/cart/add-product/3', await defaultChoice(server, 3));
    await as('POST', '/cart/apply-discount/INERCISE10');

    assert.deepEqual(await aliceView(), seen, "Alice's data changed through Bob's token");
  });

  it('activation links work once and expire after 48 hours', async () => {
    const fresh = async () => {
      const email = uniqueEmail('activation');
      assert.equal((await server.request('POST', '/users', { body: { emailAddress: email, password: PASSWORD } })).status, 201);
      return { email, token: new URL(server.link(email, /http:\/\/shop\.test\/activate-account\?token=[\w-]+/)).searchParams.get('token')! };
    };
    const once = await fresh();
    assert.equal((await server.request('POST', '/users/activate-account', { body: { token: once.token, password: PASSWORD } })).status, 200);
    assert.deepEqual((await server.request('POST', '/users/activate-account', { body: { token: once.token, password: PASSWORD } })).body, { message: 'invalidToken', field: 'token' });

    const late = await fresh();
    const user = await server.database.db.selectFrom('app_user').select('id').where('email', '=', late.email).executeTakeFirstOrThrow();
    const row = await server.database.db.selectFrom('user_token').select('expires_at').where('user_id', '=', user.id).where('kind', '=', 'ACTIVATION').executeTakeFirstOrThrow();
    const lifetimeHours = (new Date(row.expires_at).getTime() - Date.now()) / 3_600_000;
    assert.ok(lifetimeHours > 47.9 && lifetimeHours <= 48, `activation link lifetime ${lifetimeHours} h`);
    await server.database.db.updateTable('user_token').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.id).execute();
    assert.equal((await server.request('POST', '/users/activate-account', { body: { token: late.token, password: PASSWORD } })).status, 400);
    assert.equal((await server.request('POST', '/users/login', { body: { username: late.email, password: PASSWORD } })).status, 409, 'still inactive');
  });
});

describe('rate limits on token and password calls', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ rateLimitMax: 2 });
  });
  after(() => server.close());

  it('limit activation and reset confirmation to RATE_LIMIT_MAX a minute per client', async () => {
    for (const [path, body] of [
      ['/users/activate-account', { token: 'guess-1', password: 'Trening1!' }],
      ['/users/reset-password/confirm', { username: 'a@b.pl', password: 'Trening1!', token: 'guess-2' }],
    ] as const) {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await server.request('POST', path, { body })).status);
      assert.deepEqual(statuses, [400, 400, 429], path);
    }
  });
});
