// ADMIN_EMAILS: the owner's addresses become admins on a login with a password confirmed through their mail, and at
// the API's start when they already have one; each grant is in the audit log as done by the shop itself. Other
// accounts stay customers.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../../app.ts';
import { customer, PASSWORD, startServer, type TestServer } from '../../test/harness.ts';

const roleOf = async (server: TestServer, email: string) =>
  (await server.database.db.selectFrom('app_user').select('role').where('email', '=', email).executeTakeFirstOrThrow()).role;

describe('ADMIN_EMAILS', () => {
  const servers: TestServer[] = [];
  after(async () => {
    for (const server of servers) await server.close();
  });

  it('makes the named account an admin on its login after activation, logged as done by the shop', async () => {
    const server = await startServer({ adminEmails: ['owner@inercise.test', 'partner@inercise.test'] });
    servers.push(server);
    const owner = await customer(server, 'owner@inercise.test');
    const shopper = await customer(server);
    assert.equal(await roleOf(server, owner.email), 'ADMIN');
    assert.equal(await roleOf(server, shopper.email), 'CUSTOMER');
    assert.equal((await server.request('GET', '/admin/orders', { token: owner.token })).status, 200);
    assert.equal((await server.request('GET', '/admin/orders', { token: shopper.token })).status, 403);
    const log = await server.request('GET', '/admin/audit-log', { token: owner.token });
    assert.deepEqual(
      // The owner's login is there too (admin.login); the grant is the one change.
      log.body.content.filter((entry: any) => entry.action !== 'admin.login').map((entry: any) => ({ actor: entry.actor, action: entry.action, entityId: entry.entityId, before: entry.before, after: entry.after })),
      [{ actor: { source: 'system', userId: null, email: null }, action: 'user.role', entityId: String(owner.id), before: { email: owner.email, role: 'CUSTOMER' }, after: { email: owner.email, role: 'ADMIN' } }],
    );
  });

  it('makes an existing active account an admin at start, once, and leaves one not activated alone', async () => {
    const first = await startServer();
    servers.push(first);
    const owner = await customer(first);
    const unactivated = 'waiting@inercise.test';
    assert.equal((await first.request('POST', '/users', { body: { emailAddress: unactivated, password: PASSWORD } })).status, 201);
    // The same database, the API started again with the owner's address (and one not activated) in its settings.
    const restart = async (adminEmails: string[]) => (await buildApp({ ...first.config, adminEmails }, { database: first.database })).close();
    await restart([owner.email, unactivated]);
    assert.equal(await roleOf(first, owner.email), 'ADMIN');
    assert.equal(await roleOf(first, unactivated), 'CUSTOMER');
    await restart([owner.email]);
    const entries = await first.database.db.selectFrom('admin_audit_log').select(['source', 'action', 'entity_id']).execute();
    assert.deepEqual(entries, [{ source: 'system', action: 'user.role', entity_id: String(owner.id) }]);
  });
});
