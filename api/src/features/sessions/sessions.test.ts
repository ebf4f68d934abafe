// Sessions on the server: a login opens one (device, network prefix), the refresh cookie is rotated at each renewal and
// a rotated credential used again ends the whole session; logout, ending a session from another device and a
// password reset refuse the old access token at its next call. Runs on PGlite and, in the PostgreSQL pass, there.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { customer, PASSWORD, startServer, type Answer, type TestServer } from '../../test/harness.ts';
import { REFRESH_COOKIE } from './refreshCookie.ts';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The refresh credential a Set-Cookie header gives ('' when it clears the cookie), or null without one. */
const cookieOf = (answer: Answer): string | null => {
  const header = answer.headers.get('set-cookie');
  if (!header) return null;
  const match = new RegExp(`^${REFRESH_COOKIE}=([^;]*)`).exec(header);
  return match ? match[1]! : null;
};

describe('sessions on the server', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  /** A login as a browser makes it: the access token and the refresh cookie. */
  const logIn = async (email: string, userAgent = FIREFOX_ON_WINDOWS) => {
    const answer = await server.request('POST', '/users/login', { headers: { 'user-agent': userAgent }, body: { username: email, password: PASSWORD, captchaResponseToken: 'x' } });
    assert.equal(answer.status, 200, answer.text);
    return { token: answer.body.access_token as string, cookie: cookieOf(answer)!, answer };
  };
  const refresh = (cookie: string, headers: Record<string, string> = {}) => server.request('POST', '/users/refresh', { headers: { cookie: `${REFRESH_COOKIE}=${cookie}`, ...headers } });
  const me = (token: string) => server.request('GET', '/users/current-user', { token });

  it('opens a session at login: a short access token naming it and an HttpOnly refresh cookie for the refresh call only', async () => {
    const { email, id } = await customer(server);
    const { token, cookie, answer } = await logIn(email);
    assert.ok(answer.body.expiresIn > 0 && answer.body.expiresIn <= 15 * 60, `expiresIn ${answer.body.expiresIn}`);
    const claims = decodeJwt(token);
    assert.ok(claims.exp! - claims.iat! <= 15 * 60);
    assert.equal(typeof claims.sid, 'string');
    assert.match(cookie, /^[\w-]{40,}$/);
    const attributes = answer.headers.get('set-cookie')!.split(';').map((part) => part.trim());
    for (const expected of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/users/refresh']) assert.ok(attributes.includes(expected), `${expected} in ${attributes.join('; ')}`);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const row = await server.database.db.selectFrom('user_session').selectAll().where('id', '=', claims.sid as string).executeTakeFirstOrThrow();
    assert.deepEqual([row.user_id, row.device, row.ip_prefix, row.ended_at], [id, 'Firefox · Windows', '127.0.0.0/24', null]);
    // Only the credential's hash is kept.
    const stored = await server.database.db.selectFrom('refresh_credential').select('hash').where('session_id', '=', row.id).execute();
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0]!.hash, cookie);
    assert.equal((await me(token)).status, 200);
  });

  it('rotates the refresh credential at each renewal; a rotated one used again ends the whole session', async () => {
    const { email } = await customer(server);
    const first = await logIn(email);
    // A session renews in the last quarter of its access token's life (sessionWrites.test.ts: earlier, no rotation).
    await sql`update refresh_credential set created_at = now() - interval '14 minutes' where session_id = ${decodeJwt(first.token).sid as string}`.execute(server.database.db);
    const refreshed = await refresh(first.cookie);
    assert.equal(refreshed.status, 200, refreshed.text);
    const second = cookieOf(refreshed)!;
    assert.ok(second && second !== first.cookie, 'a new credential');
    const newToken = refreshed.body.access_token as string;
    assert.equal(decodeJwt(newToken).sid, decodeJwt(first.token).sid, 'the same session');
    assert.equal((await me(newToken)).status, 200);
    // A second tab sending the old cookie at the same moment gets a token but no new credential.
    const concurrent = await refresh(first.cookie);
    assert.equal(concurrent.status, 200);
    assert.equal(cookieOf(concurrent), null);
    // Later, the old credential again is a copy: the session ends, the current credential and tokens with it.
    await server.database.db.updateTable('refresh_credential').set({ rotated_at: new Date(Date.now() - 60_000) }).where('rotated_at', 'is not', null).execute();
    const reused = await refresh(first.cookie);
    assert.deepEqual([reused.status, reused.body.message], [401, 'sessionEnded']);
    assert.equal(cookieOf(reused), '', 'the cookie is cleared');
    assert.equal((await refresh(second)).status, 401);
    assert.equal((await me(newToken)).status, 401);
    assert.equal((await me(first.token)).status, 401);
    const row = await server.database.db.selectFrom('user_session').select('end_reason').where('id', '=', decodeJwt(first.token).sid as string).executeTakeFirstOrThrow();
    assert.equal(row.end_reason, 'reuse');
    // Unknown, missing and malformed credentials are refused without a session to end.
    for (const cookie of ['A'.repeat(43), '']) assert.equal((await refresh(cookie)).status, 401);
    assert.equal((await server.request('POST', '/users/refresh')).status, 401);
  });

  it('refreshes for the shop’s own origins only, with credentials allowed for them alone', async () => {
    const { email } = await customer(server);
    const { cookie } = await logIn(email);
    const foreign = await refresh(cookie, { origin: 'https://evil.example' });
    assert.deepEqual([foreign.status, foreign.body.message], [403, 'originNotAllowed']);
    assert.equal(foreign.headers.get('access-control-allow-credentials'), null);
    const own = await refresh(cookie, { origin: 'http://localhost:3000' });
    assert.equal(own.status, 200, own.text);
    assert.equal(own.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.equal(own.headers.get('access-control-allow-credentials'), 'true');
  });

  it('ends the session at logout: the old access token is refused at its next call, and so is the cookie', async () => {
    const { email } = await customer(server);
    const { token, cookie } = await logIn(email);
    assert.equal((await me(token)).status, 200);
    const out = await server.request('POST', '/users/logout', { token });
    assert.equal(out.status, 204);
    assert.equal(cookieOf(out), '');
    assert.match(out.headers.get('set-cookie')!, /Max-Age=0/);
    assert.equal((await me(token)).status, 401);
    assert.equal((await server.request('GET', '/cart', { token })).status, 401);
    assert.equal((await refresh(cookie)).status, 401);
    assert.equal((await server.request('POST', '/users/logout', { token })).status, 401);
  });

  it('lists where the customer is logged in and ends another device’s session; another customer’s sessions stay out of reach', async () => {
    const alice = await customer(server);
    const laptop = await logIn(alice.email, FIREFOX_ON_WINDOWS);
    const phone = await logIn(alice.email, SAFARI_ON_IPHONE);
    const bob = await customer(server);
    const listed = await server.request('GET', '/users/sessions', { token: laptop.token });
    assert.equal(listed.status, 200);
    // The helper's own login (customer()) is open too.
    assert.equal(listed.body.length, 3);
    const byDevice = new Map((listed.body as { device: string; current: boolean; id: string; ipPrefix: string }[]).map((s) => [s.device, s]));
    assert.equal(byDevice.get('Firefox · Windows')?.current, true);
    assert.equal(byDevice.get('Safari · iPhone')?.current, false);
    assert.equal(byDevice.get('Safari · iPhone')?.ipPrefix, '127.0.0.0/24');
    const phoneId = decodeJwt(phone.token).sid as string;
    const bobsId = decodeJwt(bob.token).sid as string;
    // Bob can neither see nor end Alice's sessions, and she cannot end his.
    assert.ok(!(await server.request('GET', '/users/sessions', { token: bob.token })).body.some((s: { id: string }) => s.id === phoneId));
    assert.deepEqual((await server.request('DELETE', `/users/sessions/${phoneId}`, { token: bob.token })).body, { message: 'sessionNotFound', field: 'id' });
    assert.equal((await server.request('DELETE', `/users/sessions/${bobsId}`, { token: laptop.token })).status, 404);
    assert.equal((await me(phone.token)).status, 200);
    assert.equal((await me(bob.token)).status, 200);
    // Alice ends her phone's session from the laptop.
    assert.equal((await server.request('DELETE', `/users/sessions/${phoneId}`, { token: laptop.token })).status, 204);
    assert.equal((await me(phone.token)).status, 401);
    assert.equal((await refresh(phone.cookie)).status, 401);
    assert.equal((await me(laptop.token)).status, 200);
    assert.equal((await server.request('DELETE', `/users/sessions/${phoneId}`, { token: laptop.token })).status, 404);
    const after = (await server.request('GET', '/users/sessions', { token: laptop.token })).body as { id: string }[];
    assert.ok(!after.some((s) => s.id === phoneId));
  });

  it('ends every session of the account at a password reset', async () => {
    const { email, token: first } = await customer(server);
    const other = await logIn(email, SAFARI_ON_IPHONE);
    assert.equal((await me(first)).status, 200);
    await server.request('POST', '/users/reset-password', { body: { username: email } });
    const resetToken = new URL(server.link(email, /http:\/\/shop\.test\/reset-password\?username=[^&\s]+&token=[\w-]+/)).searchParams.get('token')!;
    const reset = await server.request('POST', '/users/reset-password/confirm', { body: { username: email, password: 'Nowe-Haslo-9', token: resetToken } });
    assert.equal(reset.status, 200);
    for (const token of [first, other.token]) assert.equal((await me(token)).status, 401);
    assert.equal((await refresh(other.cookie)).status, 401);
    const open = await server.database.db
      .selectFrom('user_session')
      .innerJoin('app_user', 'app_user.id', 'user_session.user_id')
      .select('user_session.end_reason')
      .where('app_user.email', '=', email)
      .execute();
    assert.deepEqual(new Set(open.map((s) => s.end_reason)), new Set(['passwordReset']));
  });

  it('refuses a session idle for longer than the limit, at its next refresh', async () => {
    const { email } = await customer(server);
    const { token, cookie } = await logIn(email);
    await server.database.db.updateTable('user_session').set({ last_seen_at: new Date(Date.now() - 31 * 24 * 3600 * 1000) }).where('id', '=', decodeJwt(token).sid as string).execute();
    assert.equal((await refresh(cookie)).status, 401);
    assert.equal((await me(token)).status, 401);
  });
});
