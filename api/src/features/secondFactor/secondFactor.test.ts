// The owner's second factor on a real API and database: enrolment, the login's second step with a TOTP code (no
// replay of a step) or a recovery code (each once), the back office refused until then, production's requirement to
// enrol first, the 30-minute idle end (the app's clock moved) and the audit log of each step.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminOf, type Customer } from '../../test/adminKit.ts';
import { PASSWORD, startServer, type TestServer } from '../../test/harness.ts';
import { resetOwnerFactor } from '../../admin.ts';
import { ADMIN_IDLE_SECONDS } from '../admin/access.ts';
import { base32Decode, totp, TOTP_STEP_SECONDS } from './totp.ts';

describe('the owner’s second factor', () => {
  let server: TestServer;
  let admin: Customer;
  let nowMs = Date.now();
  let secret = '';
  let recoveryCodes: string[] = [];
  const clock = () => new Date(nowMs);
  const code = (atMs = nowMs) => totp(base32Decode(secret), atMs);
  const logIn = async () => {
    const answer = await server.request('POST', '/users/login', { body: { username: admin.email, password: PASSWORD, captchaResponseToken: 'x' } });
    assert.equal(answer.status, 200, answer.text);
    return { token: answer.headers.get('access_token')!, secondFactor: answer.headers.get('second-factor') };
  };
  const pass = (token: string, typed: string) => server.request('POST', '/users/login/second-factor', { token, body: { code: typed } });
  const orders = (token: string) => server.request('GET', '/admin/orders', { token });
  const openCount = async () => (await server.database.db.selectFrom('user_session').select('id').where('user_id', '=', admin.id).where('ended_at', 'is', null).execute()).length;

  before(async () => {
    server = await startServer({}, { clock });
    admin = await adminOf(server);
  });
  after(() => server.close());

  it('is optional outside production: an admin without a factor uses the back office', async () => {
    assert.equal((await orders(admin.token)).status, 200);
    assert.deepEqual((await server.request('GET', '/admin/2fa', { token: admin.token })).body, { enrolled: false, recoveryCodesLeft: 0 });
    assert.equal((await logIn()).secondFactor, null, 'no code asked of an admin without a factor');
  });

  it('enrols: a key with its otpauth URI and QR code, confirmed by a first code, answering ten recovery codes once', async () => {
    const started = await server.request('POST', '/admin/2fa/enrol', { token: admin.token });
    assert.equal(started.status, 200, started.text);
    assert.equal(started.headers.get('cache-control'), 'no-store');
    secret = started.body.secret;
    assert.match(secret, /^[A-Z2-7]{32}$/, '160 bits in base32');
    assert.equal(started.body.uri, `otpauth://totp/Inercise%3A${encodeURIComponent(admin.email)}?secret=${secret}&issuer=Inercise&algorithm=SHA1&digits=6&period=30`);
    assert.match(started.body.qrCode, /^data:image\/svg\+xml;base64,/);
    assert.match(Buffer.from(started.body.qrCode.split(',')[1], 'base64').toString(), /<svg[\s\S]*<\/svg>/);
    const stored = await server.database.db.selectFrom('second_factor').selectAll().where('user_id', '=', admin.id).executeTakeFirstOrThrow();
    assert.equal(stored.enabled_at, null, 'pending until confirmed');
    assert.ok(!stored.secret_sealed.includes(secret) && !stored.secret_sealed.includes(base32Decode(secret).toString('base64url')), 'the key is sealed at rest');

    const wrong = await server.request('POST', '/admin/2fa/confirm', { token: admin.token, body: { code: code(nowMs + 5 * TOTP_STEP_SECONDS * 1000) } });
    assert.deepEqual([wrong.status, wrong.body], [400, { message: 'wrongSecondFactorCode', field: 'code' }]);
    assert.equal((await server.request('GET', '/admin/2fa', { token: admin.token })).body.enrolled, false);

    const confirmed = await server.request('POST', '/admin/2fa/confirm', { token: admin.token, body: { code: code() } });
    assert.equal(confirmed.status, 200, confirmed.text);
    recoveryCodes = confirmed.body.recoveryCodes;
    assert.equal(recoveryCodes.length, 10);
    assert.equal(new Set(recoveryCodes).size, 10);
    for (const recovery of recoveryCodes) assert.match(recovery, /^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const hashes = (await server.database.db.selectFrom('recovery_code').select('hash').where('user_id', '=', admin.id).execute()).map((r) => r.hash);
    assert.equal(hashes.length, 10);
    assert.ok(hashes.every((hash) => !recoveryCodes.some((c) => hash.includes(c.replace('-', '')))), 'kept as hashes only');
    // The enrolling session passed with its first code; the key is never answered again.
    assert.equal((await orders(admin.token)).status, 200);
    assert.deepEqual((await server.request('GET', '/admin/2fa', { token: admin.token })).body, { enrolled: true, recoveryCodesLeft: 10 });
    const again = await server.request('POST', '/admin/2fa/enrol', { token: admin.token });
    assert.deepEqual([again.status, again.body.message], [409, 'secondFactorAlreadyEnrolled']);
  });

  it('asks a newly logged-in admin for a code: nothing of /admin until a TOTP code of an unused step', async () => {
    const session = await logIn();
    assert.equal(session.secondFactor, 'required');
    for (const path of ['/admin/orders', '/admin/2fa', '/admin/access', '/admin/audit-log']) {
      const refused = await server.request('GET', path, { token: session.token });
      assert.deepEqual([refused.status, refused.body], [403, { message: 'secondFactorRequired', field: null }], path);
    }
    assert.equal((await server.request('GET', '/users/current-user', { token: session.token })).status, 200, 'still a customer of the shop');
    const wrong = await pass(session.token, '000000' === code() ? '111111' : '000000');
    assert.deepEqual([wrong.status, wrong.body.message], [400, 'wrongSecondFactorCode']);
    const replayed = await pass(session.token, code());
    assert.deepEqual([replayed.status, replayed.body.message], [400, 'wrongSecondFactorCode'], 'the step confirmed at enrolment is used up');
    nowMs += TOTP_STEP_SECONDS * 1000;
    const passed = await pass(session.token, code());
    assert.deepEqual([passed.status, passed.body], [200, { method: 'totp', recoveryCodesLeft: 10 }]);
    assert.equal((await orders(session.token)).status, 200);
    // Another login in the same step cannot reuse the code it saw.
    const other = await logIn();
    assert.equal((await pass(other.token, code())).status, 400);
    assert.equal((await orders(other.token)).status, 403);
  });

  it('takes each recovery code once, whatever its case and dashes', async () => {
    const first = await logIn();
    const used = await pass(first.token, recoveryCodes[0]!.toLowerCase().replace('-', ' '));
    assert.deepEqual([used.status, used.body], [200, { method: 'recoveryCode', recoveryCodesLeft: 9 }]);
    assert.equal((await orders(first.token)).status, 200);
    const second = await logIn();
    const reused = await pass(second.token, recoveryCodes[0]!);
    assert.deepEqual([reused.status, reused.body.message], [400, 'wrongSecondFactorCode']);
    assert.equal((await orders(second.token)).status, 403);
    assert.equal((await pass(second.token, recoveryCodes[1]!)).status, 200);
    assert.equal((await orders(second.token)).status, 200);
  });

  it('ends an admin session after 30 minutes without a back-office call', async () => {
    const session = await logIn();
    nowMs += TOTP_STEP_SECONDS * 1000;
    assert.equal((await pass(session.token, code())).status, 200);
    nowMs += (ADMIN_IDLE_SECONDS - 60) * 1000;
    assert.equal((await orders(session.token)).status, 200, 'a call within 30 minutes counts as activity');
    nowMs += (ADMIN_IDLE_SECONDS - 60) * 1000;
    assert.equal((await orders(session.token)).status, 200);
    nowMs += (ADMIN_IDLE_SECONDS + 1) * 1000;
    const idle = await orders(session.token);
    assert.deepEqual([idle.status, idle.body], [401, { message: 'adminSessionIdle', field: null }]);
    const ended = await server.database.db.selectFrom('user_session').select(['ended_at', 'end_reason']).where('user_id', '=', admin.id).where('end_reason', '=', 'adminIdle').execute();
    assert.equal(ended.length, 1);
    assert.equal((await orders(session.token)).status, 401, 'the session is over');
    assert.equal((await server.request('GET', '/users/current-user', { token: session.token })).status, 401, 'for the shop as well');
  });

  it('writes every login, failure, pass, recovery-code use and the enrolment to the audit log', async () => {
    const entries = await server.database.db
      .selectFrom('admin_audit_log')
      .select(['action', 'source', 'admin_email', 'after'])
      .where('entity_kind', '=', 'user')
      .where('entity_id', '=', String(admin.id))
      .where('action', '!=', 'user.role')
      .orderBy('id')
      .execute();
    assert.ok(entries.every((e) => e.source === 'backOffice' && e.admin_email === admin.email));
    const shape = entries.map((e) => {
      const after = e.after as Record<string, unknown> | null;
      return after?.during ? `${e.action}:${String(after.during)}` : after?.secondFactor ? `${e.action}:${String(after.secondFactor)}` : e.action;
    });
    assert.deepEqual(shape, [
      'admin.login:notEnrolled',
      'secondFactor.enrolmentStarted',
      'secondFactor.failed:enrolment',
      'secondFactor.enrolled',
      'admin.login:required',
      'secondFactor.failed:login',
      'secondFactor.failed:login',
      'secondFactor.passed',
      'admin.login:required',
      'secondFactor.failed:login',
      'admin.login:required',
      'secondFactor.recoveryCodeUsed',
      'admin.login:required',
      'secondFactor.failed:login',
      'secondFactor.recoveryCodeUsed',
      'admin.login:required',
      'secondFactor.passed',
    ]);
  });

  it('is removed by the owner’s command line for a lost phone, ending the account’s sessions', async () => {
    // Back to the real time: the sessions opened here are stamped by the database.
    nowMs = Date.now();
    const session = await logIn();
    assert.equal((await orders(session.token)).status, 403);
    const open = await openCount();
    assert.ok(open >= 2);
    assert.deepEqual(await resetOwnerFactor(server.database.db, admin.email.toUpperCase()), { message: `${admin.email}: two-step login removed, ${open} session(s) ended; log in and turn it on again`, code: 0 });
    assert.equal(await openCount(), 0);
    assert.equal((await orders(session.token)).status, 401, 'the sessions are over');
    const fresh = await logIn();
    assert.equal(fresh.secondFactor, null);
    assert.equal((await orders(fresh.token)).status, 200, 'outside production the factor is optional again');
    assert.equal(await server.database.db.selectFrom('recovery_code').select('id').where('user_id', '=', admin.id).executeTakeFirst(), undefined);
    const reset = await server.database.db.selectFrom('admin_audit_log').select(['source', 'action']).where('action', '=', 'secondFactor.reset').execute();
    assert.deepEqual(reset, [{ source: 'commandLine', action: 'secondFactor.reset' }]);
    assert.equal((await resetOwnerFactor(server.database.db, 'nobody@example.com')).code, 1);
  });
});

describe('the owner’s second factor in production', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ production: true });
  });
  after(() => server.close());

  it('lets an admin without a factor do nothing but enrol, then everything once enrolled', async () => {
    const admin = await adminOf(server);
    for (const path of ['/admin/orders', '/admin/access', '/admin/audit-log']) {
      const refused = await server.request('GET', path, { token: admin.token });
      assert.deepEqual([refused.status, refused.body], [403, { message: 'secondFactorEnrolmentRequired', field: null }], path);
    }
    assert.equal((await server.request('GET', '/admin/2fa', { token: admin.token })).status, 200);
    const started = await server.request('POST', '/admin/2fa/enrol', { token: admin.token });
    assert.equal(started.status, 200, started.text);
    assert.equal((await server.request('GET', '/admin/orders', { token: admin.token })).status, 403, 'pending is not enrolled');
    const confirmed = await server.request('POST', '/admin/2fa/confirm', { token: admin.token, body: { code: totp(base32Decode(started.body.secret), Date.now()) } });
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal((await server.request('GET', '/admin/orders', { token: admin.token })).status, 200);
  });
});
