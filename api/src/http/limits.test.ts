// Limits that a forged header, a new address or many tries cannot escape, on a real API and database: the production
// proxy setting behind a proxy that appends X-Forwarded-For as the Gateway does, the limits per account beside those
// per address, the owner's second factor locked after five wrong codes, equal work for unknown and wrong-password
// logins, and the payment notification's size and rate.
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseTrustProxy } from '@inercise/ops/client-address';
import type { Config } from '../config.ts';
import { adminOf, type Customer } from '../test/adminKit.ts';
import { customer, PASSWORD, startServer, uniqueEmail, type TestServer } from '../test/harness.ts';
import { metricValue, scrapeMetrics } from '../test/metricsKit.ts';
import { ipPrefix } from '../features/sessions/ipPrefix.ts';
import { SECOND_FACTOR_ATTEMPTS, SECOND_FACTOR_LOCK_MS } from '../features/secondFactor/secondFactorStore.ts';
import { base32Decode, totp, TOTP_STEP_SECONDS } from '../features/secondFactor/totp.ts';
import { dummyHash } from '../features/users/passwords.ts';
import { NOTIFICATION_BODY_LIMIT } from '../features/payments/routes.ts';

const PRODUCTION_PROXY: Partial<Config> = { trustProxy: parseTrustProxy('1').trust };

/**
 * A reverse proxy in front of the API as the Gateway is: the client's X-Forwarded-For is kept and the address the
 * client called from is appended (`<client's header>, <socket address>`).
 */
const startProxy = async (target: string): Promise<{ url: string; close(): Promise<void> }> => {
  const upstream = new URL(target);
  const proxy: Server = createServer((incoming, outgoing) => {
    const written = incoming.headers['x-forwarded-for'];
    const peer = incoming.socket.remoteAddress ?? '';
    const headers = { ...incoming.headers, 'x-forwarded-for': written ? `${String(written)}, ${peer}` : peer };
    const forwarded = httpRequest({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
};

const json = { 'content-type': 'application/json' };
const randomAddress = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 254) + 1).join('.');
const logIn = (base: string, username: string, headers: Record<string, string> = {}, password = 'Wrong-password-1') =>
  fetch(`${base}/users/login`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify({ username, password, captchaResponseToken: 'x' }) });

describe('the client address behind the production proxy (TRUST_PROXY=1)', () => {
  const ATTEMPTS = 100;
  const PER_MINUTE = 20;
  const servers: TestServer[] = [];
  const proxies: Awaited<ReturnType<typeof startProxy>>[] = [];
  const behindProxy = async () => {
    const server = await startServer({ ...PRODUCTION_PROXY, rateLimitMax: PER_MINUTE, accountRateLimitMax: 10_000 });
    servers.push(server);
    const proxy = await startProxy(server.url);
    proxies.push(proxy);
    return { server, proxy };
  };
  after(async () => {
    for (const proxy of proxies) await proxy.close();
    for (const server of servers) await server.close();
  });

  it(`limits ${ATTEMPTS} logins with a new forged X-Forwarded-For each exactly as ${ATTEMPTS} from one address`, async () => {
    const refusedOf = async (forge: boolean) => {
      const { proxy } = await behindProxy();
      let refused = 0;
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const answer = await logIn(proxy.url, uniqueEmail('nobody'), forge ? { 'x-forwarded-for': `${randomAddress()}, ${randomAddress()}` } : {});
        await answer.arrayBuffer();
        if (answer.status === 429) refused += 1;
        else assert.equal(answer.status, 404);
      }
      return refused;
    };
    const fromOneAddress = await refusedOf(false);
    const forged = await refusedOf(true);
    assert.equal(fromOneAddress, ATTEMPTS - PER_MINUTE);
    assert.equal(forged, fromOneAddress, 'forged headers buy no extra tries');
  });

  it("keeps the session's address prefix the proxy saw, not one the client wrote", async () => {
    const { server, proxy } = await behindProxy();
    const shopper = await customer(server);
    const answer = await logIn(proxy.url, shopper.email, { 'x-forwarded-for': '203.0.113.77' }, PASSWORD);
    assert.equal(answer.status, 200, await answer.text());
    const newest = await server.database.db.selectFrom('user_session').select('ip_prefix').where('user_id', '=', shopper.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    assert.equal(newest.ip_prefix, ipPrefix('127.0.0.1'));
    assert.notEqual(newest.ip_prefix, ipPrefix('203.0.113.77'));
  });
});

describe('limits per account, from any address', () => {
  const PER_ACCOUNT = 3;
  const PER_ADDRESS = 5;
  // A server per test: the customers each one makes register and log in from the test's own address, which its
  // per-address limits count too.
  let server: TestServer;
  // The API believes one proxy: the test plays it, naming a new client address per call where it wants one.
  const from = (address: string, token?: string) => ({ ...json, 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  beforeEach(async () => {
    server = await startServer({ ...PRODUCTION_PROXY, rateLimitMax: PER_ADDRESS, accountRateLimitMax: PER_ACCOUNT });
  });
  afterEach(() => server.close());

  it('refuses a login past the account’s limit whatever address it comes from, and tells nothing of the account', async () => {
    const shopper = await customer(server);
    const statuses: number[] = [];
    // Every login counts, the one that made the customer too.
    for (let attempt = 1; attempt <= PER_ACCOUNT; attempt += 1) statuses.push((await logIn(server.url, shopper.email, from(randomAddress()))).status);
    assert.deepEqual(statuses, [...Array<number>(PER_ACCOUNT - 1).fill(403), 429]);
    const unknown: number[] = [];
    const nobody = uniqueEmail('nobody');
    for (let attempt = 0; attempt <= PER_ACCOUNT; attempt += 1) unknown.push((await logIn(server.url, nobody, from(randomAddress()))).status);
    assert.deepEqual(unknown, [...Array<number>(PER_ACCOUNT).fill(404), 429], 'an unknown e-mail is limited the same');
    // Another account from one of those addresses is not held back by the first one's count.
    assert.equal((await logIn(server.url, (await customer(server)).email, from(randomAddress()), PASSWORD)).status, 200);
  });

  it('refuses password reset mails to one address past its limit', async () => {
    const shopper = await customer(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= PER_ACCOUNT; attempt += 1) {
      const answer = await fetch(`${server.url}/users/reset-password`, { method: 'POST', headers: from(randomAddress()), body: JSON.stringify({ username: shopper.email.toUpperCase() }) });
      statuses.push(answer.status);
    }
    assert.equal(statuses.at(-1), 429, statuses.join(' '));
    assert.equal(statuses.filter((status) => status === 429).length, 1);
  });

  it('limits guessing discount codes per account and per address', async () => {
    const apply = async (token: string, address: string) => {
      const answer = await fetch(`${server.url}/cart/apply-discount/GUESS${Math.floor(Math.random() * 1e9)}`, { method: 'POST', headers: { 'x-forwarded-for': address, authorization: `Bearer ${token}` } });
      const body = (await answer.json()) as { message: string };
      assert.equal(body.message, answer.status === 429 ? 'tooManyRequests' : 'discountNotFound');
      return answer;
    };
    const guesser = await customer(server);
    const perAccount: number[] = [];
    for (let attempt = 0; attempt <= PER_ACCOUNT; attempt += 1) perAccount.push((await apply(guesser.token, randomAddress())).status);
    assert.deepEqual(perAccount, [...Array<number>(PER_ACCOUNT).fill(400), 429], 'a new address per guess does not help one account');

    // Fresh accounts from one address: the address's limit holds whoever is logged in.
    const address = randomAddress();
    const perAddress: number[] = [];
    for (const account of [await customer(server), await customer(server)]) {
      for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) perAddress.push((await apply(account.token, address)).status);
    }
    assert.deepEqual(perAddress, [...Array<number>(PER_ADDRESS).fill(400), 429]);
  });

  it('limits device registrations per account', async () => {
    const owner = await customer(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= PER_ACCOUNT; attempt += 1) {
      const answer = await fetch(`${server.url}/device/register`, { method: 'POST', headers: from(randomAddress(), owner.token), body: JSON.stringify({ serialNumber: `NOPE${attempt}${Date.now()}`, labelCode: 'AAAA-BBBB-CCCC' }) });
      statuses.push(answer.status);
    }
    assert.deepEqual(statuses, [...Array<number>(PER_ACCOUNT).fill(404), 429]);
  });
});

describe('the owner’s second factor under guessing', () => {
  let server: TestServer;
  let admin: Customer;
  let nowMs = Date.now();
  let secret = '';
  const clock = () => new Date(nowMs);
  const code = (atMs = nowMs) => totp(base32Decode(secret), atMs);
  /** A six-digit code that none of the steps the server accepts now would give. */
  const wrongCode = () => {
    const valid = new Set([-1, 0, 1].map((step) => code(nowMs + step * TOTP_STEP_SECONDS * 1000)));
    return ['000000', '111111', '222222', '333333'].find((candidate) => !valid.has(candidate))!;
  };
  const passwordLogin = async () => {
    const answer = await server.request('POST', '/users/login', { body: { username: admin.email, password: PASSWORD, captchaResponseToken: 'x' } });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers.get('second-factor'), 'required');
    return answer.headers.get('access_token')!;
  };
  const pass = (token: string, typed: string) => server.request('POST', '/users/login/second-factor', { token, body: { code: typed } });

  before(async () => {
    server = await startServer({}, { clock });
    admin = await adminOf(server);
    secret = (await server.request('POST', '/admin/2fa/enrol', { token: admin.token })).body.secret;
    assert.equal((await server.request('POST', '/admin/2fa/confirm', { token: admin.token, body: { code: code() } })).status, 200);
  });
  after(() => server.close());

  it('a right code after a few wrong ones passes and starts the count again', async () => {
    nowMs += 2 * TOTP_STEP_SECONDS * 1000;
    const token = await passwordLogin();
    for (let attempt = 1; attempt < SECOND_FACTOR_ATTEMPTS; attempt += 1) assert.equal((await pass(token, wrongCode())).status, 400);
    assert.equal((await pass(token, code())).status, 200);
    const factor = await server.database.db.selectFrom('second_factor').select(['failed_attempts', 'locked_until']).where('user_id', '=', admin.id).executeTakeFirstOrThrow();
    assert.deepEqual(factor, { failed_attempts: 0, locked_until: null });
  });

  it(`locks after ${SECOND_FACTOR_ATTEMPTS} wrong codes in a row: the login ends, the right code is refused for 15 minutes, the owner is mailed, the lockout counted`, async () => {
    nowMs += 2 * TOTP_STEP_SECONDS * 1000;
    const mailsBefore = server.mails().length;
    const token = await passwordLogin();
    const answers = [];
    for (let attempt = 0; attempt < SECOND_FACTOR_ATTEMPTS; attempt += 1) answers.push(await pass(token, wrongCode()));
    assert.deepEqual(answers.map((answer) => answer.status), [...Array<number>(SECOND_FACTOR_ATTEMPTS - 1).fill(400), 429]);
    assert.deepEqual(answers.at(-1)!.body, { message: 'secondFactorLocked', field: 'code' });
    assert.equal(answers.at(-1)!.headers.get('retry-after'), String(SECOND_FACTOR_LOCK_MS / 1000));

    // The sixth try: the guessing session is over, and a new login's right code is refused while the lock holds.
    assert.equal((await pass(token, code())).status, 401, 'the pending login ended');
    const again = await passwordLogin();
    const refused = await pass(again, code());
    assert.deepEqual([refused.status, refused.body.message], [429, 'secondFactorLocked']);
    assert.equal((await server.request('GET', '/admin/orders', { token: again })).status, 403);

    const mails = server.mails().slice(mailsBefore).filter((mail) => mail.includes(`To: ${admin.email}`));
    assert.equal(mails.length, 1, 'one mail to the owner');
    const decoded = mails[0]!.replace(/=\r?\n/g, '').replace(/\r?\n /g, ' ');
    assert.match(decoded, /Subject: .*second_factor_locked/);
    assert.match(decoded, /Logowanie zosta=C5=82o przerwane/);
    assert.match(decoded, /The login was ended/);

    const metrics = await scrapeMetrics(server);
    assert.equal(metricValue(metrics, 'second_factor_lockouts_total'), 1);
    const audit = await server.database.db.selectFrom('admin_audit_log').select('action').where('entity_id', '=', String(admin.id)).where('action', '=', 'secondFactor.locked').execute();
    assert.equal(audit.length, 1);

    // Fifteen minutes on, the right code opens the back office again.
    nowMs += SECOND_FACTOR_LOCK_MS + 1000;
    const afterLock = await passwordLogin();
    assert.equal((await pass(afterLock, code())).status, 200);
    assert.equal((await server.request('GET', '/admin/orders', { token: afterLock })).status, 200);
    // The code step accepted once is not accepted again (no replay), lock or not.
    assert.equal((await pass(await passwordLogin(), code())).status, 400);
  });
});

describe('equal work for an unknown e-mail and a wrong password', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('verifies against a stand-in hash of the very cost of a real one', async () => {
    const shopper = await customer(server);
    const stored = await server.database.db.selectFrom('app_user').select('password_hash').where('id', '=', shopper.id).executeTakeFirstOrThrow();
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
    assert.equal(parameters(await dummyHash), parameters(stored.password_hash));
    assert.match(parameters(stored.password_hash), /^argon2id\$v=19\$m=19456,t=2,p=1$/);
  });

  it('answers both refusals in about the same time (medians of many, loosely)', async () => {
    const shopper = await customer(server);
    const timed = async (username: string) => {
      const started = performance.now();
      const answer = await logIn(server.url, username);
      await answer.arrayBuffer();
      return { ms: performance.now() - started, status: answer.status };
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let round = 0; round < 15; round += 1) {
      const a = await timed(uniqueEmail('nobody'));
      const b = await timed(shopper.email);
      assert.deepEqual([a.status, b.status], [404, 403]);
      unknown.push(a.ms);
      wrong.push(b.ms);
    }
    const ratio = median(unknown) / median(wrong);
    // Without the stand-in hash an unknown e-mail would answer in a fraction of the time (no argon2 at all).
    assert.ok(ratio > 1 / 3 && ratio < 3, `unknown ${median(unknown).toFixed(1)} ms, wrong password ${median(wrong).toFixed(1)} ms`);
  });
});

describe('the payment notification', () => {
  let server: TestServer;
  const PER_MINUTE = 10;
  const notify = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/tpay/notification`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
  const stored = async () => Number((await server.database.db.selectFrom('payment_notification').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  before(async () => {
    // The notification's limit is ten times the sensitive calls' (here 1 a minute per address).
    server = await startServer({ ...PRODUCTION_PROXY, rateLimitMax: PER_MINUTE / 10 });
  });
  after(() => server.close());

  it(`refuses a body over ${NOTIFICATION_BODY_LIMIT / 1024} KB with 413 before storing anything`, async () => {
    const before = await stored();
    const large = await notify(`id=1&tr_id=TR-1&tr_desc=${'x'.repeat(NOTIFICATION_BODY_LIMIT)}`, { 'x-forwarded-for': randomAddress() });
    assert.deepEqual([large.status, await large.text()], [413, 'FALSE']);
    assert.equal(await stored(), before);
    const metrics = await scrapeMetrics(server);
    assert.equal(metricValue(metrics, 'payment_notifications_rejected_total{reason="tooLarge"}'), 1);
    // Just under the bound it is read (and refused for what it says, not for its size).
    const fits = await notify(`id=1&tr_desc=${'x'.repeat(NOTIFICATION_BODY_LIMIT - 100)}`, { 'x-forwarded-for': randomAddress() });
    assert.notEqual(fits.status, 413);
  });

  it(`takes ${PER_MINUTE} a minute from one address, then answers 429`, async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let sent = 0; sent <= PER_MINUTE; sent += 1) statuses.push((await notify('id=1', { 'x-forwarded-for': address })).status);
    assert.deepEqual(statuses, [...Array<number>(PER_MINUTE).fill(400), 429]);
    assert.equal((await notify('id=1', { 'x-forwarded-for': randomAddress() })).status, 400, 'another address is not held back');
  });
});
