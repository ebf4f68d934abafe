import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { contracts } from '../../contracts.ts';
import { customer, defaultChoice, PASSWORD, polishAddress, startServer, uniqueEmail, type TestServer } from '../../test/harness.ts';

const { UserSchema } = contracts;

describe('accounts', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('registers an inactive account, mails the activation link and refuses a second registration', async () => {
    const email = uniqueEmail('Register');
    const answer = await server.request('POST', '/users', { body: { emailAddress: email, password: PASSWORD, newsletter: true } });
    assert.equal(answer.status, 201);
    assert.equal(answer.body.emailAddress, email.toLowerCase());
    assert.equal(JSON.stringify(answer.body).includes('password'), false);
    const link = server.link(email.toLowerCase(), /http:\/\/shop\.test\/activate-account\?token=[\w-]+/);
    assert.ok(link);
    // Inactive: login answers 409 until activation.
    assert.equal((await server.request('POST', '/users/login', { body: { username: email, password: PASSWORD } })).status, 409);
    const again = await server.request('POST', '/users', { body: { emailAddress: email.toUpperCase(), password: PASSWORD } });
    assert.deepEqual([again.status, again.body], [400, { message: 'userExists', field: 'emailAddress' }]);
    // The newsletter box signed the address up, unconfirmed until the mailbox is proved.
    const signUp = () => server.database.db.selectFrom('newsletter_registration').select('confirmed_at').where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
    assert.equal((await signUp()).confirmed_at, null);
    const token = new URL(link).searchParams.get('token')!;
    assert.equal((await server.request('POST', '/users/activate-account', { body: { token, password: PASSWORD } })).status, 200);
    // The activation link proved it: the sign-up is confirmed.
    assert.notEqual((await signUp()).confirmed_at, null);
    assert.equal((await server.request('POST', '/newsletter/register', { body: { emailAddress: email } })).status, 400);
    // Single use.
    assert.deepEqual((await server.request('POST', '/users/activate-account', { body: { token, password: PASSWORD } })).body, { message: 'invalidToken', field: 'token' });
    assert.equal((await server.request('POST', '/users/activate-account', { body: {} })).status, 400);
  });

  it('refuses invalid registrations with the form keys', async () => {
    const cases: [unknown, string, string][] = [
      [{ emailAddress: 'nope', password: PASSWORD }, 'validation.emailIncorrect', 'emailAddress'],
      [{ emailAddress: uniqueEmail(), password: 'weak' }, 'validation.passwordRequirement', 'password'],
      [{ emailAddress: '', password: PASSWORD }, 'validation.fillOutAllFields', 'emailAddress'],
      [{ password: PASSWORD }, 'validation.fillOutAllFields', 'emailAddress'],
    ];
    for (const [body, message, field] of cases) {
      const answer = await server.request('POST', '/users', { body });
      assert.deepEqual([answer.status, answer.body], [400, { message, field }]);
    }
    assert.equal((await server.request('POST', '/users', { body: '{"broken' })).status, 400);
    assert.equal((await server.request('POST', '/users', { body: 'x', headers: { 'content-type': 'text/plain' } })).status, 400);
    assert.equal((await server.request('POST', '/users', { body: '<x/>', headers: { 'content-type': 'application/xml' } })).status, 415);
  });

  it('logs in with the token in the access_token header: 404 unknown, 403 wrong password, 400 malformed', async () => {
    const { email } = await customer(server);
    const ok = await server.request('POST', '/users/login', { body: { username: email, password: PASSWORD, captchaResponseToken: 'x' } });
    assert.equal(ok.status, 200);
    assert.ok(ok.headers.get('access_token'));
    assert.equal(ok.body.access_token, ok.headers.get('access_token'));
    assert.equal((await server.request('POST', '/users/login', { body: { username: email, password: 'Wrong123!' } })).status, 403);
    assert.equal((await server.request('POST', '/users/login', { body: { username: uniqueEmail('ghost'), password: PASSWORD } })).status, 404);
    assert.deepEqual((await server.request('POST', '/users/login', { body: { username: 'a@b', password: 'x' } })).body, {
      message: 'validation.fillOutAllFields',
      field: 'username',
    });
  });

  it('answers the current user without secrets, verifies tokens and refuses bad ones', async () => {
    const { email, token, id } = await customer(server);
    const me = await server.request('GET', '/users/current-user', { token });
    assert.equal(me.status, 200);
    const user = UserSchema.parse(me.body);
    assert.deepEqual([user.id, user.emailAddress, user.userAddress], [id, email, null]);
    assert.doesNotMatch(me.text, /argon|password/i);
    assert.equal((await server.request('POST', '/address', { token, body: { shippingAddress: polishAddress } })).status, 201);
    assert.equal((await server.request('GET', '/users/current-user', { token })).body.userAddress.shippingAddress.city, 'Warszawa');
    const verified = await server.request('GET', '/users/verify-token', { token });
    assert.deepEqual([verified.status, verified.body.valid, verified.body.userId], [200, true, id]);
    assert.equal((await server.request('GET', '/users/verify-token')).status, 401);
    assert.equal((await server.request('GET', '/users/verify-token', { token: `${token}x` })).status, 401);
    const key = new TextEncoder().encode(server.config.jwtSecret);
    const expired = await new SignJWT({ tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(id)).setIssuer('inercise-api').setExpirationTime(Math.floor(Date.now() / 1000) - 10).sign(key);
    assert.equal((await server.request('GET', '/users/current-user', { token: expired })).status, 401);
    const forged = await new SignJWT({ tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(id)).setIssuer('inercise-api').setExpirationTime('1h').sign(new TextEncoder().encode('another-secret'));
    assert.equal((await server.request('GET', '/users/current-user', { token: forged })).status, 401);
    assert.equal((await server.request('GET', '/users/current-user', { headers: { authorization: 'Basic abc' } })).status, 401);
  });

  it('resets a password through a single-use mailed link and revokes old sessions', async () => {
    const { email, token } = await customer(server);
    const unknown = await server.request('POST', '/users/reset-password', { body: { username: uniqueEmail('nobody') } });
    const known = await server.request('POST', '/users/reset-password', { body: { username: email } });
    assert.deepEqual([known.status, known.body], [unknown.status, unknown.body]);
    assert.equal((await server.request('POST', '/users/reset-password', { body: { username: 'bad' } })).status, 400);
    const link = new URL(server.link(email, /http:\/\/shop\.test\/reset-password\?username=[^&\s]+&token=[\w-]+/));
    assert.equal(link.searchParams.get('username'), email);
    const resetToken = link.searchParams.get('token')!;
    const newPassword = 'Nowe-Haslo-9';
    assert.equal((await server.request('POST', '/users/reset-password/confirm', { body: { username: email, password: 'weak', token: resetToken } })).status, 400);
    assert.equal((await server.request('POST', '/users/reset-password/confirm', { body: { username: uniqueEmail(), password: newPassword, token: resetToken } })).status, 400);
    // The failed attempt with another username rolled back: the token still works once.
    const done = await server.request('POST', '/users/reset-password/confirm', { body: { username: email, password: newPassword, token: resetToken } });
    assert.equal(done.status, 200);
    assert.equal((await server.request('POST', '/users/reset-password/confirm', { body: { username: email, password: newPassword, token: resetToken } })).status, 400);
    assert.equal((await server.request('GET', '/users/current-user', { token })).status, 401, 'old session revoked');
    assert.equal((await server.request('POST', '/users/login', { body: { username: email, password: PASSWORD } })).status, 403);
    assert.equal((await server.request('POST', '/users/login', { body: { username: email, password: newPassword } })).status, 200);
  });

  it('expires reset tokens after an hour', async () => {
    const { email } = await customer(server);
    await server.request('POST', '/users/reset-password', { body: { username: email } });
    const resetToken = new URL(server.link(email, /http:\/\/shop\.test\/reset-password\?\S+/)).searchParams.get('token')!;
    await server.database.db.updateTable('user_token').set({ expires_at: new Date(Date.now() - 1000) }).where('kind', '=', 'RESET').execute();
    assert.equal((await server.request('POST', '/users/reset-password/confirm', { body: { username: email, password: 'Nowe-Haslo-9', token: resetToken } })).status, 400);
  });

  it('deletes only the own account: cart and address go, orders stay unlinked', async () => {
    const alice = await customer(server);
    const bob = await customer(server);
    assert.equal((await server.request('DELETE', `/users/${bob.id}`, { token: alice.token, body: { password: PASSWORD } })).status, 403);
    assert.equal((await server.request('DELETE', `/users/${alice.id}`, { body: { password: PASSWORD } })).status, 401);
    await server.request('POST', '/address', { token: alice.token, body: { shippingAddress: polishAddress } });
    await server.request('POST', '/cart/add-product/3', { token: alice.token, body: await defaultChoice(server, 3) }).then((a) => assert.equal(a.status, 200, a.text));
    const placed = await server.request('POST', '/tpay/beginTransaction/', { token: alice.token, body: { paymentGroup: '999', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'EUR' } });
    assert.equal(placed.status, 200, placed.text);
    assert.equal((await server.request('DELETE', `/users/${alice.id}`, { token: alice.token, body: { password: PASSWORD } })).status, 204);
    assert.equal((await server.request('GET', '/cart', { token: alice.token })).status, 401);
    assert.equal((await server.request('POST', '/users/login', { body: { username: alice.email, password: PASSWORD } })).status, 404);
    const orders = await server.database.db.selectFrom('shop_order').select(['user_id', 'shipping_address']).where('order_number', '=', new URLSearchParams(placed.text.split('?')[1]).get('orderNumber')!).execute();
    assert.equal(orders.length, 1);
    assert.equal(orders[0]!.user_id, null);
    assert.equal((orders[0]!.shipping_address as { name: string }).name, '', 'an unpaid order keeps no personal data');
    assert.equal((await server.database.db.selectFrom('address_record').selectAll().where('user_id', '=', alice.id).execute()).length, 0);
    assert.equal((await server.request('GET', '/cart', { token: bob.token })).status, 200);
  });
});

describe('rate limits', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ rateLimitMax: 3 });
  });
  after(() => server.close());

  it('limit login, registration, reset, contact and newsletter per client', async () => {
    const calls: [string, unknown][] = [
      ['/users/login', { username: 'a@b.pl', password: 'x' }],
      ['/users', { emailAddress: 'x', password: 'y' }],
      ['/users/reset-password', { username: 'a@b.pl' }],
      ['/contact', { emailAddress: 'bad', message: '' }],
      ['/newsletter/register', { emailAddress: 'bad' }],
    ];
    for (const [path, body] of calls) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await server.request('POST', path, { body })).status);
      assert.notEqual(statuses[2], 429, path);
      const limited = await server.request('POST', path, { body });
      assert.deepEqual([statuses[3], limited.body], [429, { message: 'tooManyRequests', field: null }], path);
    }
    // Reading the catalogue is not limited.
    for (let i = 0; i < 6; i += 1) assert.equal((await server.request('GET', '/product-type')).status, 200);
  });
});
