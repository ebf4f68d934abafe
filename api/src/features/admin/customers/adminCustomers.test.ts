// The back office's customers: a paged list with a search by e-mail or name (admins are no customers), and one
// customer with the profile, read-only; customers get nothing of it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminContracts } from '../../../contracts.ts';
import { adminOf, type Customer } from '../../../test/adminKit.ts';
import { customer, startServer, uniqueEmail, type TestServer } from '../../../test/harness.ts';

const { AdminCustomerSchema, AdminCustomerRowSchema } = adminContracts;

describe('back-office customers', () => {
  let server: TestServer;
  let admin: Customer;
  let ada: Customer;
  let bob: Customer;

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
    ada = await customer(server, uniqueEmail('ada'));
    bob = await customer(server, uniqueEmail('bob'));
    const saved = await server.request('PUT', `/users/${ada.id}`, {
      token: ada.token,
      body: { name: 'Ada', surname: 'Lovelace_100%', healthDataConsent: true, gender: 'FEMALE', height: 168, weight: 58.5, birthDate: '1985-12-10', activityLevel: 'MODERATE', goals: ['ENDURANCE'] },
    });
    assert.equal(saved.status, 200, saved.text);
  });
  after(() => server.close());

  const get = (path: string, token = admin.token) => server.request('GET', `/admin${path}`, { token });

  it('lists customers newest first, never the admins, and finds them by e-mail, name or full name', async () => {
    const all = await get('/customers?size=100');
    assert.equal(all.status, 200, all.text);
    const rows = all.body.content.map((row: unknown) => AdminCustomerRowSchema.parse(row));
    const ids = rows.map((row: { id: number }) => row.id);
    assert.deepEqual(ids.slice(0, 2), [bob.id, ada.id]);
    assert.equal(ids.includes(admin.id), false);
    for (const q of ['ADA.', 'lovelace', 'ada lovelace', '_100%']) {
      const found = await get(`/customers?q=${encodeURIComponent(q)}`);
      assert.deepEqual(found.body.content.map((row: { id: number }) => row.id), [ada.id], q);
    }
    // A wildcard is a character like any other.
    assert.equal((await get(`/customers?q=${encodeURIComponent('%')}`)).body.content.length, 1);
    assert.equal((await get(`/customers?q=${'x'.repeat(101)}`)).status, 400);
  });

  it('shows one customer with the profile and the number of orders; 404 for nobody', async () => {
    const detail = await get(`/customers/${ada.id}`);
    assert.equal(detail.status, 200, detail.text);
    const view = AdminCustomerSchema.parse(detail.body);
    assert.deepEqual(
      [view.email, view.name, view.gender, view.height, view.weight, view.birthDate, view.activityLevel, view.goals, view.orderCount, view.thumbnail],
      [ada.email, 'Ada', 'FEMALE', 168, 58.5, '1985-12-10', 'MODERATE', ['ENDURANCE'], 0, null],
    );
    assert.equal((await get('/customers/999999')).status, 404);
    assert.equal((await get('/customers/abc')).status, 400);
  });

  it('answers a customer nothing of it', async () => {
    assert.equal((await get('/customers', bob.token)).status, 403);
    assert.equal((await get(`/customers/${ada.id}`, bob.token)).status, 403);
    assert.equal((await server.request('GET', '/admin/customers')).status, 401);
  });
});
