import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PASSWORD, startServer, uniqueEmail, type TestServer } from '../../test/harness.ts';
import { startFakeSiteverify, TURNSTILE_TEST, type FakeSiteverify } from '../../test/fakeSiteverify.ts';

const refused = { message: 'captchaFailed', field: 'captchaResponseToken' };
const contactOf = (token?: string) => ({ emailAddress: uniqueEmail(), name: 'Ala', message: 'Czy wysyłacie do Szwajcarii?', captchaResponseToken: token });

/** A registered and activated account, made through the checked registration. */
const activeAccount = async (server: TestServer) => {
  const email = uniqueEmail();
  const registered = await server.request('POST', '/users', { body: { emailAddress: email, password: PASSWORD, captchaResponseToken: TURNSTILE_TEST.dummyToken } });
  assert.equal(registered.status, 201);
  const token = new URL(server.link(email, /http:\/\/shop\.test\/activate-account\?token=[\w-]+/)).searchParams.get('token')!;
  assert.equal((await server.request('POST', '/users/activate-account', { body: { token, password: PASSWORD } })).status, 200);
  return { email };
};

describe('the bot check with Turnstile test keys, against a local siteverify', () => {
  let verify: FakeSiteverify;
  let server: TestServer;
  let failing: TestServer;
  let ready: { email: string };
  before(async () => {
    verify = await startFakeSiteverify();
    server = await startServer({ botCheck: { secret: TURNSTILE_TEST.passingSecret, verifyUrl: verify.url } });
    ready = await activeAccount(server);
    failing = await startServer({ botCheck: { secret: TURNSTILE_TEST.failingSecret, verifyUrl: verify.url } });
  });
  after(async () => {
    await server.close();
    await failing.close();
    await verify.close();
  });

  it('lets login, registration, contact and newsletter through with a passing token, checked with the secret', async () => {
    const login = await server.request('POST', '/users/login', { body: { username: ready.email, password: PASSWORD, captchaResponseToken: TURNSTILE_TEST.dummyToken } });
    assert.equal(login.status, 200);
    const call = verify.calls.at(-1)!;
    assert.deepEqual([call.secret, call.response], [TURNSTILE_TEST.passingSecret, TURNSTILE_TEST.dummyToken]);
    assert.equal(call.remoteip, '127.0.0.1');
    assert.equal((await server.request('POST', '/contact', { body: contactOf(TURNSTILE_TEST.dummyToken) })).status, 201);
    assert.deepEqual((await server.request('POST', '/newsletter/register', { body: { emailAddress: uniqueEmail(), captchaResponseToken: TURNSTILE_TEST.dummyToken } })).body, { message: 'confirmationSent' });
  });

  it('refuses a forged token and a missing one on every form, before looking at the rest', async () => {
    const calls = verify.calls.length;
    for (const token of ['forged.token', undefined, 'inercise-storefront']) {
      const login = await server.request('POST', '/users/login', { body: { username: ready.email, password: PASSWORD, captchaResponseToken: token } });
      assert.deepEqual([login.status, login.body], [400, refused]);
      assert.equal(login.headers.get('access_token'), null);
      const email = uniqueEmail();
      assert.deepEqual((await server.request('POST', '/users', { body: { emailAddress: email, password: PASSWORD, captchaResponseToken: token } })).body, refused);
      assert.deepEqual((await server.request('POST', '/contact', { body: contactOf(token) })).body, refused);
      assert.deepEqual((await server.request('POST', '/newsletter/register', { body: { emailAddress: email, captchaResponseToken: token } })).body, refused);
    }
    // A missing token is refused without asking the provider.
    assert.equal(verify.calls.length - calls, 8);
    const stored = await server.database.db.selectFrom('contact_message').select('id').where('name', '=', 'Ala').execute();
    assert.equal(stored.length, 1, 'only the passing contact message was kept');
  });

  it('refuses even the dummy token when the secret is the failing test secret', async () => {
    const answer = await failing.request('POST', '/newsletter/register', { body: { emailAddress: uniqueEmail(), captchaResponseToken: TURNSTILE_TEST.dummyToken } });
    assert.deepEqual([answer.status, answer.body], [400, refused]);
  });

  it('refuses when the provider cannot be reached', async () => {
    const unreachable = await startServer({ botCheck: { secret: TURNSTILE_TEST.passingSecret, verifyUrl: 'http://127.0.0.1:9/siteverify' } });
    try {
      assert.deepEqual((await unreachable.request('POST', '/newsletter/register', { body: { emailAddress: uniqueEmail(), captchaResponseToken: TURNSTILE_TEST.dummyToken } })).body, refused);
    } finally {
      await unreachable.close();
    }
  });

  it('checks nothing when no secret is configured', async () => {
    const open = await startServer();
    try {
      const calls = verify.calls.length;
      assert.equal((await open.request('POST', '/newsletter/register', { body: { emailAddress: uniqueEmail() } })).status, 201);
      assert.equal((await open.request('POST', '/contact', { body: contactOf() })).status, 201);
      assert.equal(verify.calls.length, calls);
    } finally {
      await open.close();
    }
  });
});
