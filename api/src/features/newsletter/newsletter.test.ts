import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CompiledQuery } from 'kysely';
import { customer, PASSWORD, startServer, uniqueEmail, type TestServer } from '../../test/harness.ts';
import { newsletterToken } from './newsletterTokens.ts';

describe('newsletter double opt-in and unsubscribe', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const signUp = (emailAddress: string) => server.request('POST', '/newsletter/register', { body: { emailAddress, captchaResponseToken: 'x' } });
  const row = (email: string) => server.database.db.selectFrom('newsletter_registration').selectAll().where('email', '=', email).executeTakeFirst();
  const tokenIn = (email: string, action: 'confirm' | 'unsubscribe') =>
    new URL(server.link(email, new RegExp(`http://shop\\.test/\\?newsletter=${action}&newsletterToken=[\\w.%-]+`))).searchParams.get('newsletterToken')!;
  /** The mail jobs queued for an address, as the worker gets them. */
  const queued = async (email: string) => {
    const { rows } = await server.database.db.executeQuery<{ data: { to: string; subject: string; text: string; headers?: Record<string, string> } }>(
      CompiledQuery.raw(`select data from pgboss.job where name = 'mail' and data->>'to' = $1 order by created_on`, [email]),
    );
    return rows.map((r) => r.data);
  };

  it('stores an unconfirmed sign-up and mails a confirming link with the unsubscribe headers', async () => {
    const email = uniqueEmail('optin');
    assert.deepEqual([(await signUp(email)).status, (await row(email))?.confirmed_at], [201, null]);
    const [mail] = await queued(email);
    assert.ok(mail);
    assert.match(mail.subject, /potwierdź.*confirm/);
    assert.match(mail.text, /Aby potwierdzić zapis[\s\S]*To confirm, open/);
    const unsubscribe = mail.headers?.['List-Unsubscribe'] ?? '';
    assert.match(unsubscribe, /^<http:\/\/localhost:8443\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}>$/);
    assert.equal(mail.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    assert.match(mail.text, /Wypisz się z newslettera: http:\/\/shop\.test\/\?newsletter=unsubscribe&newsletterToken=/);
    // The delivered mail carries the headers too.
    const delivered = server.mails().find((m) => m.includes(`To: ${email}`)) ?? '';
    assert.match(delivered, /List-Unsubscribe:\s+<http:\/\/localhost:8443\/newsletter\/unsubscribe\?token=/);
    assert.match(delivered, /List-Unsubscribe-Post: List-Unsubscribe=One-Click/);

    const confirmed = await server.request('POST', '/newsletter/confirm', { body: { token: tokenIn(email, 'confirm') } });
    assert.deepEqual([confirmed.status, confirmed.body], [200, { message: 'confirmed' }]);
    assert.notEqual((await row(email))?.confirmed_at, null);
    // Confirming again is fine; signing up again is refused as before.
    assert.equal((await server.request('POST', '/newsletter/confirm', { body: { token: tokenIn(email, 'confirm') } })).status, 200);
    assert.deepEqual((await signUp(email)).body, { message: 'alreadyRegistered', field: 'emailAddress' });
  });

  it('sends the link again to an unconfirmed address, and refuses a link older than 7 days', async () => {
    const email = uniqueEmail('late');
    await signUp(email);
    assert.equal((await signUp(email)).status, 201);
    assert.equal((await queued(email)).length, 2);
    const token = tokenIn(email, 'confirm');
    await server.database.db.updateTable('newsletter_registration').set({ created_at: new Date(Date.now() - 8 * 86_400_000) } as never).where('email', '=', email).execute();
    assert.deepEqual((await server.request('POST', '/newsletter/confirm', { body: { token } })).body, { message: 'invalidToken', field: 'token' });
    // A new sign-up replaces the stale one: a new link, and the old one stays dead.
    assert.equal((await signUp(email)).status, 201);
    const fresh = tokenIn(email, 'confirm');
    assert.notEqual(fresh, token);
    assert.equal((await server.request('POST', '/newsletter/confirm', { body: { token } })).status, 400);
    assert.equal((await server.request('POST', '/newsletter/confirm', { body: { token: fresh } })).status, 200);
  });

  it('unsubscribes with one click (RFC 8058 form post) and with the storefront page, no login', async () => {
    const email = uniqueEmail('leave');
    await signUp(email);
    const token = tokenIn(email, 'unsubscribe');
    const oneClick = await server.request('POST', `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { form: { 'List-Unsubscribe': 'One-Click' } });
    assert.deepEqual([oneClick.status, oneClick.body], [200, { message: 'unsubscribed' }]);
    assert.equal(await row(email), undefined);
    // Again (a second click, the page after the header): the same answer.
    assert.equal((await server.request('POST', `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)).status, 200);

    const other = uniqueEmail('leave');
    await signUp(other);
    const otherToken = tokenIn(other, 'unsubscribe');
    // A GET of the header's address changes nothing: it leads to the storefront's page, which posts.
    const opened = await server.request('GET', `/newsletter/unsubscribe?token=${encodeURIComponent(otherToken)}`);
    assert.equal(opened.status, 303);
    assert.equal(opened.headers.get('location'), `http://shop.test/?newsletter=unsubscribe&newsletterToken=${encodeURIComponent(otherToken)}`);
    assert.ok(await row(other));
    assert.equal((await server.request('POST', `/newsletter/unsubscribe?token=${encodeURIComponent(otherToken)}`, { body: {} })).status, 200);
    assert.equal(await row(other), undefined);
  });

  it('refuses hostile tokens', async () => {
    const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const email = uniqueEmail('target');
    await signUp(email);
    const id = (await row(email))!.id;
    const genuine = newsletterToken(server.config.linkSecret, 'unsubscribe', id);
    assert.notEqual(server.config.linkSecret, server.config.jwtSecret, 'the links have a secret of their own');
    const [, mac] = genuine.split('.');
    const hostile = [
      newsletterToken('another-secret-another-secret-xx', 'unsubscribe', id),
      // The confirming token does not unsubscribe, nor the other way round.
      newsletterToken(server.config.linkSecret, 'confirm', id),
      newsletterToken(server.config.jwtSecret, 'confirm', id),
      `${id + 1}.${mac}`,
      // One character of the signature changed (the first: all six of its bits count).
      `${id}.${mac![0] === 'A' ? 'B' : 'A'}${mac!.slice(1)}`,
      // The same bytes spelt otherwise: the last character's two unused bits set.
      `${id}.${mac!.slice(0, -1)}${BASE64URL[BASE64URL.indexOf(mac!.at(-1)!) | 1]}`,
      `${id}.`,
      `0.${mac}`,
      `-1.${mac}`,
      `99999999999.${mac}`,
      `${id}.${mac}.${mac}`,
      `${id}%00.${mac}`,
      "1' or '1'='1",
      'x'.repeat(200),
    ];
    for (const token of hostile) {
      const answer = await server.request('POST', `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
      assert.equal(answer.status, 400, token);
    }
    assert.equal((await server.request('POST', `/newsletter/unsubscribe?token=${'x'.repeat(201)}`)).status, 400);
    assert.equal((await server.request('POST', '/newsletter/unsubscribe')).status, 400);
    assert.equal((await server.request('POST', '/newsletter/confirm', { body: { token: genuine } })).status, 400);
    assert.equal((await server.request('POST', '/newsletter/confirm', { body: {} })).status, 400);
    assert.ok(await row(email), 'no hostile token removed the sign-up');
    assert.equal((await row(email))?.confirmed_at, null, 'no hostile token confirmed it');
    // A link mailed before LINK_SECRET existed (signed with the session secret) still unsubscribes.
    const older = newsletterToken(server.config.jwtSecret, 'unsubscribe', id);
    assert.equal((await server.request('POST', `/newsletter/unsubscribe?token=${encodeURIComponent(older)}`)).status, 200);
    assert.equal(await row(email), undefined);
  });

  it("removes the account's sign-up with the account", async () => {
    const shopper = await customer(server);
    await signUp(shopper.email);
    await server.request('POST', '/newsletter/confirm', { body: { token: tokenIn(shopper.email, 'confirm') } });
    assert.ok(await row(shopper.email));
    assert.equal((await server.request('DELETE', `/users/${shopper.id}`, { token: shopper.token, body: { password: PASSWORD } })).status, 204);
    assert.equal(await row(shopper.email), undefined);
  });
});
