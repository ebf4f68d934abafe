// A logged-in page view costs the database reads only: the page's refresh at start re-issues the session's access
// token while that token is young, and renews the session (the credential's rotation: writes) only in the last part
// of its life (SESSION_RENEW_PERCENT). Every statement the API sends is watched through the database's query log.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { customer, PASSWORD, startServer, type Answer, type TestServer } from '../../test/harness.ts';
import { watchedDatabase, WRITE } from '../../test/watchedDatabase.ts';
import { REFRESH_COOKIE } from './refreshCookie.ts';

const cookieOf = (answer: Answer): string | null => new RegExp(`^${REFRESH_COOKIE}=([^;]*)`).exec(answer.headers.get('set-cookie') ?? '')?.[1] ?? null;

describe('writes of a logged-in page view', () => {
  let server: TestServer;
  let statements: string[];
  const LIFETIME = 15 * 60;
  before(async () => {
    const watched = await watchedDatabase();
    statements = watched.statements;
    server = await startServer({ jwtTtlSeconds: LIFETIME, sessionRenewPercent: 25 }, { database: watched.database });
  });
  after(() => server.close());

  /** The writes among the statements `act` sends (the mails it queues written first). */
  const writesOf = async (act: () => Promise<void>): Promise<string[]> => {
    await server.settleMail();
    statements.length = 0;
    await act();
    await server.settleMail();
    return statements.filter((text) => WRITE.test(text));
  };

  /** What the shell does when a page of a kept session opens: refresh, then the user, the cart and the shop. */
  const pageView = async (cookie: string) => {
    const refreshed = await server.request('POST', '/users/refresh', { headers: { cookie: `${REFRESH_COOKIE}=${cookie}` } });
    assert.equal(refreshed.status, 200, refreshed.text);
    const token = refreshed.body.access_token as string;
    for (const path of ['/users/current-user', '/cart', '/products']) {
      const answer = await server.request('GET', path, { token });
      assert.equal(answer.status, 200, `${path}: ${answer.text}`);
    }
    return refreshed;
  };

  const logIn = async (email: string) => {
    const answer = await server.request('POST', '/users/login', { body: { username: email, password: PASSWORD, captchaResponseToken: 'x' } });
    assert.equal(answer.status, 200, answer.text);
    const token = answer.body.access_token as string;
    // The login page syncs the cart, which makes it on a first visit: a kept session's later pages find it there.
    assert.equal((await server.request('GET', '/cart', { token })).status, 200);
    return { token, cookie: cookieOf(answer)! };
  };

  /** Moves the session's newest credential (and so its access token's life) `seconds` into the past. */
  const age = async (sessionId: string, seconds: number) => {
    // created_at is the database's own (not writable through the typed table).
    await sql`update refresh_credential set created_at = now() - make_interval(secs => ${seconds}) where session_id = ${sessionId} and rotated_at is null`.execute(server.database.db);
  };

  it('writes nothing while the access token has more than a quarter of its life left, and keeps its expiry', async () => {
    const { email } = await customer(server);
    const { token, cookie } = await logIn(email);
    const sessionId = decodeJwt(token).sid as string;
    const firstExpiry = decodeJwt(token).exp!;
    const before = await server.database.db.selectFrom('user_session').select('last_seen_at').where('id', '=', sessionId).executeTakeFirstOrThrow();

    let answers: Answer[] = [];
    const writes = await writesOf(async () => {
      answers = [await pageView(cookie), await pageView(cookie), await pageView(cookie)];
    });
    assert.deepEqual(writes, [], 'three page views wrote nothing');
    for (const answer of answers) {
      assert.equal(cookieOf(answer), null, 'the cookie stays as it is');
      const claims = decodeJwt(answer.body.access_token as string);
      assert.equal(claims.sid, sessionId);
      assert.ok(Math.abs(claims.exp! - firstExpiry) <= 1, `the same expiry (${claims.exp} against ${firstExpiry})`);
      assert.ok(answer.body.expiresIn <= LIFETIME && answer.body.expiresIn > LIFETIME * 0.75, `expiresIn ${answer.body.expiresIn}`);
    }
    const afterViews = await server.database.db.selectFrom('user_session').select('last_seen_at').where('id', '=', sessionId).executeTakeFirstOrThrow();
    assert.deepEqual(afterViews.last_seen_at, before.last_seen_at);

    // Still young at three quarters of its life less a minute.
    await age(sessionId, LIFETIME * 0.75 - 60);
    assert.deepEqual(await writesOf(async () => void (await pageView(cookie))), []);
  });

  it('renews the session (a new credential, a whole new token life) once the token is in its last quarter', async () => {
    const { email } = await customer(server);
    const { token, cookie } = await logIn(email);
    const sessionId = decodeJwt(token).sid as string;
    await age(sessionId, LIFETIME * 0.75 + 5);
    let renewed: Answer | null = null;
    const writes = await writesOf(async () => {
      renewed = await pageView(cookie);
    });
    assert.ok(writes.length > 0, 'the renewal writes');
    const next = cookieOf(renewed!);
    assert.ok(next && next !== cookie, 'a new credential');
    assert.equal(renewed!.body.expiresIn, LIFETIME);
    // The renewed session's next page views are reads again.
    assert.deepEqual(await writesOf(async () => void (await pageView(next))), []);
    // The old credential, used again after the tabs' grace, is still a copy: the session ends.
    await server.database.db.updateTable('refresh_credential').set({ rotated_at: new Date(Date.now() - 60_000) }).where('session_id', '=', sessionId).where('rotated_at', 'is not', null).execute();
    const reused = await server.request('POST', '/users/refresh', { headers: { cookie: `${REFRESH_COOKIE}=${cookie}` } });
    assert.deepEqual([reused.status, reused.body.message], [401, 'sessionEnded']);
    assert.equal((await server.request('POST', '/users/refresh', { headers: { cookie: `${REFRESH_COOKIE}=${next}` } })).status, 401);
  });

  it('refuses an ended session without renewing it, though its token is young', async () => {
    const { email } = await customer(server);
    const { token, cookie } = await logIn(email);
    assert.equal((await server.request('POST', '/users/logout', { token })).status, 204);
    const refused = await server.request('POST', '/users/refresh', { headers: { cookie: `${REFRESH_COOKIE}=${cookie}` } });
    assert.deepEqual([refused.status, refused.body.message], [401, 'sessionEnded']);
  });
});
