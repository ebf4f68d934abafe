// Activation proves the person: whoever opens the mailed link sets the account's password there, and an address of
// ADMIN_EMAILS becomes an admin only on a login with a password chosen through a link mailed to it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PASSWORD, startServer, uniqueEmail, type TestServer } from '../../test/harness.ts';

const OWNER = 'owner@inercise.test';
const ATTACKER_PASSWORD = 'Intruder9$';
const OWNER_PASSWORD = 'Wlasciciel7#';

const activationToken = (server: TestServer, email: string) =>
  new URL(server.link(email, /http:\/\/shop\.test\/activate-account\?token=[\w-]+/)).searchParams.get('token')!;
const login = (server: TestServer, username: string, password: string) =>
  server.request('POST', '/users/login', { body: { username, password, captchaResponseToken: 'x' } });
const roleOf = async (server: TestServer, email: string) =>
  (await server.database.db.selectFrom('app_user').select('role').where('email', '=', email).executeTakeFirstOrThrow()).role;

describe('activation', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ adminEmails: [OWNER] });
  });
  after(() => server.close());

  it("a stranger's registration of the owner's address, activated by the owner with a new password, gives the stranger nothing", async () => {
    // The attacker registers the owner's address with a password of their own; the owner gets the activation mail.
    assert.equal((await server.request('POST', '/users', { body: { emailAddress: OWNER, password: ATTACKER_PASSWORD } })).status, 201);
    const token = activationToken(server, OWNER);
    // A link opened without a password activates nothing, and the token stays good.
    assert.equal((await server.request('POST', '/users/activate-account', { body: { token } })).status, 400);
    assert.equal((await login(server, OWNER, ATTACKER_PASSWORD)).status, 409);
    // The owner, not knowing the attacker's password, chooses a new one on the activation page.
    assert.deepEqual((await server.request('POST', '/users/activate-account', { body: { token, password: OWNER_PASSWORD } })).body, { message: 'accountActivated' });
    // The attacker's password opens nothing, so no admin session either.
    assert.equal((await login(server, OWNER, ATTACKER_PASSWORD)).status, 403);
    assert.equal(await roleOf(server, OWNER), 'CUSTOMER');
    // The owner logs in with the confirmed password: the address is in ADMIN_EMAILS, so the account is an admin now.
    const owner = await login(server, OWNER, OWNER_PASSWORD);
    assert.equal(owner.status, 200);
    assert.equal(await roleOf(server, OWNER), 'ADMIN');
    assert.equal((await server.request('GET', '/admin/orders', { token: owner.headers.get('access_token')! })).status, 200);
    assert.equal((await login(server, OWNER, ATTACKER_PASSWORD)).status, 403);
  });

  it('takes the registration password typed again, and refuses a weak new one without using the link up', async () => {
    const email = uniqueEmail('again');
    assert.equal((await server.request('POST', '/users', { body: { emailAddress: email, password: PASSWORD } })).status, 201);
    const token = activationToken(server, email);
    const weak = await server.request('POST', '/users/activate-account', { body: { token, password: 'short' } });
    assert.deepEqual([weak.status, weak.body], [400, { message: 'validation.passwordRequirement', field: 'password' }]);
    assert.equal((await server.request('POST', '/users/activate-account', { body: { token, password: PASSWORD } })).status, 200);
    assert.equal((await login(server, email, PASSWORD)).status, 200);
    const row = await server.database.db.selectFrom('app_user').select(['password_confirmed_at', 'role']).where('email', '=', email).executeTakeFirstOrThrow();
    assert.notEqual(row.password_confirmed_at, null);
    assert.equal(row.role, 'CUSTOMER');
  });

  it("an owner's account whose password nobody confirmed through the mail becomes an admin only after a reset", async () => {
    const email = 'partner@inercise.test';
    const partnerServer = await startServer({ adminEmails: [email] });
    try {
      assert.equal((await partnerServer.request('POST', '/users', { body: { emailAddress: email, password: ATTACKER_PASSWORD } })).status, 201);
      // Made active some other way than the mailed link (as accounts activated before this rule were).
      await partnerServer.database.db.updateTable('app_user').set({ active: true }).where('email', '=', email).execute();
      assert.equal((await login(partnerServer, email, ATTACKER_PASSWORD)).status, 200);
      assert.equal(await roleOf(partnerServer, email), 'CUSTOMER');
      assert.equal((await partnerServer.request('POST', '/users/reset-password', { body: { username: email } })).status, 200);
      const token = new URL(partnerServer.link(email, /http:\/\/shop\.test\/reset-password\?[^\s]+/)).searchParams.get('token')!;
      assert.equal((await partnerServer.request('POST', '/users/reset-password/confirm', { body: { username: email, token, password: OWNER_PASSWORD } })).status, 200);
      assert.equal((await login(partnerServer, email, OWNER_PASSWORD)).status, 200);
      assert.equal(await roleOf(partnerServer, email), 'ADMIN');
    } finally {
      await partnerServer.close();
    }
  });
});
