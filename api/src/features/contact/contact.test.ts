import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, uniqueEmail, type TestServer } from '../../test/harness.ts';

describe('contact and newsletter', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('stores a contact message and mails it to the shop', async () => {
    const email = uniqueEmail('contact');
    const answer = await server.request('POST', '/contact', { body: { emailAddress: email, name: 'Ala <b>', message: 'Czy wysyłacie do Szwajcarii?' } });
    assert.deepEqual([answer.status, answer.body], [201, { message: 'messageSent' }]);
    const stored = await server.database.db.selectFrom('contact_message').selectAll().where('email', '=', email).execute();
    assert.equal(stored.length, 1);
    const mail = server.mails().find((m) => m.includes(`To: ${server.config.shopEmail}`));
    assert.ok(mail?.includes(`Reply-To: ${email}`));
  });

  it('refuses a bad address and an empty message with the form keys', async () => {
    assert.deepEqual((await server.request('POST', '/contact', { body: { emailAddress: 'x@y', name: '', message: 'hi' } })).body, { message: 'validation.invalidAddress', field: 'emailAddress' });
    assert.deepEqual((await server.request('POST', '/contact', { body: { emailAddress: uniqueEmail(), message: '  ' } })).body, { message: 'validation.emptyMessage', field: 'message' });
    assert.equal((await server.request('POST', '/contact', { body: { emailAddress: uniqueEmail(), message: 'x'.repeat(5001) } })).body.message, 'validation.tooLong');
    assert.equal((await server.request('POST', '/contact', { body: { emailAddress: uniqueEmail(), message: 'x'.repeat(70000) } })).status, 413);
  });

  it('signs up for the newsletter once', async () => {
    const email = uniqueEmail('news');
    assert.deepEqual((await server.request('POST', '/newsletter/register', { body: { emailAddress: email, captchaResponseToken: 'x' } })).body, { message: 'confirmationSent' });
    await server.database.db.updateTable('newsletter_registration').set({ confirmed_at: new Date() }).where('email', '=', email).execute();
    assert.deepEqual((await server.request('POST', '/newsletter/register', { body: { emailAddress: email.toUpperCase() } })).body, { message: 'alreadyRegistered', field: 'emailAddress' });
    assert.deepEqual((await server.request('POST', '/newsletter/register', { body: { emailAddress: 'nope' } })).body, { message: 'validation.invalidEmail', field: 'emailAddress' });
  });
});

describe('captcha', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ botCheck: { secret: 'configured', verifyUrl: 'http://127.0.0.1:9/siteverify' } });
  });
  after(() => server.close());

  it('is required once a secret is configured', async () => {
    assert.deepEqual((await server.request('POST', '/newsletter/register', { body: { emailAddress: uniqueEmail() } })).body, { message: 'captchaFailed', field: 'captchaResponseToken' });
    assert.equal((await server.request('POST', '/users/login', { body: { username: uniqueEmail(), password: 'x' } })).status, 400);
  });
});
