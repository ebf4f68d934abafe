// The owner's second factor changed from the back office: new recovery codes and turning it off, each only with a
// current code of the app, each audited.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminOf, type Customer } from '../../test/adminKit.ts';
import { PASSWORD, startServer, type TestServer } from '../../test/harness.ts';
import { base32Decode, totp, TOTP_STEP_SECONDS } from './totp.ts';

const STEP_MS = TOTP_STEP_SECONDS * 1000;

describe('the owner’s second factor changed in the back office', () => {
  let server: TestServer;
  let admin: Customer;
  let nowMs = Date.now();
  let secret = '';
  let firstCodes: string[] = [];
  const clock = () => new Date(nowMs);
  const code = () => totp(base32Decode(secret), nowMs);
  // Each change uses up its step: the next one is made a step later, as an owner would a little later.
  const nextStep = () => (nowMs += STEP_MS);
  const logIn = async () => {
    const answer = await server.request('POST', '/users/login', { body: { username: admin.email, password: PASSWORD } });
    assert.equal(answer.status, 200, answer.text);
    return answer.headers.get('access_token')!;
  };
  const pass = (token: string, typed: string) => server.request('POST', '/users/login/second-factor', { token, body: { code: typed } });

  before(async () => {
    server = await startServer({}, { clock });
    admin = await adminOf(server);
    secret = (await server.request('POST', '/admin/2fa/enrol', { token: admin.token })).body.secret;
    firstCodes = (await server.request('POST', '/admin/2fa/confirm', { token: admin.token, body: { code: code() } })).body.recoveryCodes;
    assert.equal(firstCodes.length, 10);
    nextStep();
  });
  after(() => server.close());

  it('answers ten new recovery codes for a current code; the earlier ones stop working', async () => {
    const wrong = await server.request('POST', '/admin/2fa/recovery-codes', { token: admin.token, body: { code: firstCodes[0]! } });
    assert.deepEqual([wrong.status, wrong.body], [400, { message: 'wrongSecondFactorCode', field: 'code' }], 'a recovery code is not a current code');
    const renewed = await server.request('POST', '/admin/2fa/recovery-codes', { token: admin.token, body: { code: code() } });
    assert.equal(renewed.status, 200, renewed.text);
    assert.equal(renewed.headers.get('cache-control'), 'no-store');
    const fresh: string[] = renewed.body.recoveryCodes;
    assert.equal(new Set(fresh).size, 10);
    assert.ok(fresh.every((c) => !firstCodes.includes(c)));
    // The same step again is a replay.
    assert.equal((await server.request('POST', '/admin/2fa/recovery-codes', { token: admin.token, body: { code: code() } })).status, 400);

    const session = await logIn();
    assert.equal((await pass(session, firstCodes[1]!)).status, 400, 'an earlier code opens nothing');
    const passed = await pass(session, fresh[0]!);
    assert.deepEqual([passed.status, passed.body], [200, { method: 'recoveryCode', recoveryCodesLeft: 9 }]);
    nextStep();
  });

  it('is turned off only with a current code, then login asks for nothing and the back office opens on the password', async () => {
    const wrong = await server.request('POST', '/admin/2fa/disable', { token: admin.token, body: { code: '000000' === code() ? '111111' : '000000' } });
    assert.deepEqual([wrong.status, wrong.body], [400, { message: 'wrongSecondFactorCode', field: 'code' }]);
    assert.equal((await server.request('GET', '/admin/2fa', { token: admin.token })).body.enrolled, true);

    const off = await server.request('POST', '/admin/2fa/disable', { token: admin.token, body: { code: code() } });
    assert.deepEqual([off.status, off.body], [200, { enrolled: false, recoveryCodesLeft: 0 }]);
    assert.equal((await server.database.db.selectFrom('recovery_code').select('id').where('user_id', '=', admin.id).execute()).length, 0);
    const again = await server.request('POST', '/admin/2fa/disable', { token: admin.token, body: { code: code() } });
    assert.deepEqual([again.status, again.body.message], [409, 'secondFactorNotEnrolled']);
    assert.equal((await server.request('POST', '/admin/2fa/recovery-codes', { token: admin.token, body: { code: code() } })).status, 409);

    const answer = await server.request('POST', '/users/login', { body: { username: admin.email, password: PASSWORD } });
    assert.equal(answer.headers.get('second-factor'), null);
    assert.equal((await server.request('GET', '/admin/orders', { token: answer.headers.get('access_token')! })).status, 200);
  });

  it('writes each change and each wrong code to the audit log', async () => {
    const entries = await server.database.db
      .selectFrom('admin_audit_log')
      .select(['action', 'after'])
      .where('entity_kind', '=', 'user')
      .where('entity_id', '=', String(admin.id))
      .where('action', 'like', 'secondFactor.%')
      .orderBy('id')
      .execute();
    const shape = entries.map((e) => {
      const during = (e.after as Record<string, unknown> | null)?.during;
      return during ? `${e.action}:${String(during)}` : e.action;
    });
    assert.deepEqual(shape, [
      'secondFactor.enrolmentStarted',
      'secondFactor.enrolled',
      'secondFactor.failed:recoveryCodes',
      'secondFactor.recoveryCodesRenewed',
      'secondFactor.failed:recoveryCodes',
      'secondFactor.failed:login',
      'secondFactor.recoveryCodeUsed',
      'secondFactor.failed:disabling',
      'secondFactor.disabled',
    ]);
  });
});
