// "My devices": a customer registers a device by its serial number and the code on its label, lists it with its type,
// downloads its type's manual and unregisters it. A serial belongs to at most one account, however the calls race;
// a serial without its code claims nothing, and guesses are limited.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminOf } from '../../test/adminKit.ts';
import { deviceLabelCodes } from '../../db/seed/catalogue.ts';
import { customer, PASSWORD, startServer, type TestServer } from '../../test/harness.ts';
import { DEVICE_CLAIMS_PER_MINUTE } from './routes.ts';

/** The register call's body for a seeded device: its serial as given and the code printed on its label. */
const claim = (serialNumber: string, labelCode = deviceLabelCodes[serialNumber.trim().toUpperCase()] ?? 'AAAA-BBBB-CCCC') => ({ body: { serialNumber, labelCode } });

describe('my devices', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('refuses every call without a login', async () => {
    assert.equal((await server.request('GET', '/device')).status, 401);
    assert.equal((await server.request('POST', '/device/register', claim('INR-2025-000100'))).status, 401);
    assert.equal((await server.request('POST', '/device/unregister', { body: { serialNumber: 'INR-2025-000100' } })).status, 401);
    assert.equal((await server.request('GET', '/device', { token: 'forged.token.value' })).status, 401);
  });

  it('registers a device by its serial (any case, spaces around), lists it with its type, unregisters it', async () => {
    const anna = await customer(server);
    assert.deepEqual((await server.request('GET', '/device', { token: anna.token })).body, []);
    const registered = await server.request('POST', '/device/register', { token: anna.token, ...claim('  inr-2025-000101 ') });
    assert.equal(registered.status, 200);
    assert.equal(registered.body.length, 1);
    assert.equal(registered.body[0].serialNumber, 'INR-2025-000101');
    assert.deepEqual(registered.body[0].deviceType, { id: 2, name: 'Inercise One S' });
    assert.ok(Date.parse(registered.body[0].registeredAt) > Date.now() - 60_000);
    // Registering one's own device again changes nothing.
    const again = await server.request('POST', '/device/register', { token: anna.token, ...claim('INR-2025-000101') });
    assert.deepEqual(again.body, registered.body);
    assert.deepEqual((await server.request('GET', '/device', { token: anna.token })).body, registered.body);

    const released = await server.request('POST', '/device/unregister', { token: anna.token, body: { serialNumber: 'inr-2025-000101' } });
    assert.equal(released.status, 200);
    assert.deepEqual(released.body, []);
    assert.deepEqual((await server.request('POST', '/device/unregister', { token: anna.token, body: { serialNumber: 'INR-2025-000101' } })).body, {
      message: 'deviceNotRegistered',
      field: 'serialNumber',
    });
  });

  it("an unknown serial or another account's device gets a clear refusal and changes nothing", async () => {
    const owner = await customer(server);
    const other = await customer(server);
    assert.equal((await server.request('POST', '/device/register', { token: owner.token, ...claim('INR-2025-000102') })).status, 200);

    const unknown = await server.request('POST', '/device/register', { token: other.token, ...claim('INR-0000-999999') });
    assert.deepEqual([unknown.status, unknown.body], [404, { message: 'deviceNotFound', field: 'serialNumber' }]);
    const taken = await server.request('POST', '/device/register', { token: other.token, ...claim('INR-2025-000102') });
    assert.deepEqual([taken.status, taken.body], [409, { message: 'deviceRegisteredElsewhere', field: 'serialNumber' }]);
    const notTheirs = await server.request('POST', '/device/unregister', { token: other.token, body: { serialNumber: 'INR-2025-000102' } });
    assert.deepEqual([notTheirs.status, notTheirs.body.message], [404, 'deviceNotRegistered']);

    assert.deepEqual((await server.request('GET', '/device', { token: other.token })).body, []);
    const owners = (await server.request('GET', '/device', { token: owner.token })).body;
    assert.deepEqual(owners.map((d: { serialNumber: string }) => d.serialNumber), ['INR-2025-000102']);
  });

  it('refuses hostile and malformed serial numbers before touching anything', async () => {
    const mallory = await customer(server);
    const hostile: unknown[] = ["INR' OR '1'='1", '<script>alert(1)</script>', '', '   ', 'A'.repeat(41), '%', 'INR_2025', 'INR 2025 000100', 42, null, ['INR-2025-000100'], { $ne: null }];
    for (const serialNumber of hostile) {
      for (const path of ['/device/register', '/device/unregister']) {
        const answer = await server.request('POST', path, { token: mallory.token, body: { serialNumber } });
        assert.deepEqual([answer.status, answer.body.message], [400, 'invalidSerialNumber'], `${path} ${JSON.stringify(serialNumber)}`);
      }
    }
    assert.equal((await server.request('POST', '/device/register', { token: mallory.token, body: {} })).status, 400);
    assert.equal((await server.request('POST', '/device/register', { token: mallory.token, body: 'not json' })).status, 400);
    assert.deepEqual((await server.request('GET', '/device', { token: mallory.token })).body, []);
    const registered = await server.database.db.selectFrom('device').select('id').where('user_id', 'is not', null).where('serial_number', 'not like', 'INR-2025-0001%').execute();
    assert.deepEqual(registered, []);
  });

  it('two accounts racing for one serial: exactly one wins', async () => {
    const racers = await Promise.all([customer(server), customer(server), customer(server), customer(server)]);
    const answers = await Promise.all(racers.map((r) => server.request('POST', '/device/register', { token: r.token, ...claim('INR-2025-000103') })));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409]);
    const winner = racers[answers.findIndex((a) => a.status === 200)]!;
    const row = await server.database.db.selectFrom('device').select('user_id').where('serial_number', '=', 'INR-2025-000103').executeTakeFirstOrThrow();
    assert.equal(row.user_id, winner.id);
  });

  it("gives a device type's manual as a PDF; 404 for an unknown type, 400 for a malformed id", async () => {
    const response = await fetch(`${server.url}/device-manual/device-type-id/3`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    assert.equal(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');
    assert.deepEqual((await server.request('GET', '/device-manual/device-type-id/99')).body, { message: 'deviceTypeNotFound', field: 'deviceTypeId' });
    for (const id of ['0', '-1', '1e3', 'abc', '99999999999']) assert.equal((await server.request('GET', `/device-manual/device-type-id/${id}`)).status, 400, id);
  });

  it('the personal-data export lists the devices; deleting the account releases them', async () => {
    const leaving = await customer(server);
    await server.request('POST', '/device/register', { token: leaving.token, ...claim('INR-2025-000104') });
    const exported = await server.request('POST', '/users/me/export', { token: leaving.token, body: { password: PASSWORD } });
    assert.equal(exported.status, 200, exported.text);
    assert.deepEqual(
      exported.body.devices.map((d: { serialNumber: string; deviceType: string }) => [d.serialNumber, d.deviceType]),
      [['INR-2025-000104', 'Inercise One S']],
    );
    assert.equal((await server.request('DELETE', `/users/${leaving.id}`, { token: leaving.token, body: { password: PASSWORD } })).status, 204);
    const row = await server.database.db.selectFrom('device').select(['user_id', 'registered_at']).where('serial_number', '=', 'INR-2025-000104').executeTakeFirstOrThrow();
    assert.deepEqual(row, { user_id: null, registered_at: null });
    const next = await customer(server);
    assert.equal((await server.request('POST', '/device/register', { token: next.token, ...claim('INR-2025-000104') })).status, 200);
  });

  it('the back office lists registered devices by customer e-mail and releases one, audited', async () => {
    const admin = await adminOf(server);
    const owner = await customer(server, `device-owner-${Date.now()}@example.com`);
    await server.request('POST', '/device/register', { token: owner.token, ...claim('INR-2025-000105') });
    assert.equal((await server.request('GET', '/admin/devices', { token: owner.token })).status, 403);

    const listed = await server.request('GET', `/admin/devices?email=${encodeURIComponent(owner.email.slice(0, 18).toUpperCase())}`, { token: admin.token });
    assert.equal(listed.status, 200);
    assert.deepEqual(listed.body.map((d: { serialNumber: string; customerEmail: string }) => [d.serialNumber, d.customerEmail]), [['INR-2025-000105', owner.email]]);
    assert.deepEqual((await server.request('GET', '/admin/devices?email=%25', { token: admin.token })).body, []);
    const id = listed.body[0].id as number;

    assert.equal((await server.request('POST', `/admin/devices/${id}/release`, { token: admin.token })).status, 204);
    assert.deepEqual((await server.request('GET', '/device', { token: owner.token })).body, []);
    assert.deepEqual((await server.request('POST', `/admin/devices/${id}/release`, { token: admin.token })).body, { message: 'deviceNotRegistered', field: 'id' });
    const audit = await server.database.db.selectFrom('admin_audit_log').select(['action', 'entity_id', 'admin_user_id']).where('action', '=', 'device.released').execute();
    assert.deepEqual(audit, [{ action: 'device.released', entity_id: 'INR-2025-000105', admin_user_id: admin.id }]);
  });

  it('claims a device only with the code on its label: without it or with a wrong one, refused as an unknown serial', async () => {
    const buyer = await customer(server);
    const serialNumber = 'INR-2025-000109';
    const missing = await server.request('POST', '/device/register', { token: buyer.token, body: { serialNumber } });
    assert.deepEqual([missing.status, missing.body], [400, { message: 'invalidLabelCode', field: 'labelCode' }]);
    for (const labelCode of ['', '   ', 'AB', '<script>', 42]) {
      const bad = await server.request('POST', '/device/register', { token: buyer.token, body: { serialNumber, labelCode } });
      assert.deepEqual([bad.status, bad.body.message], [400, 'invalidLabelCode'], JSON.stringify(labelCode));
    }
    // Another device's code, a made-up one: the same answer as a serial the shop does not know.
    for (const labelCode of [deviceLabelCodes['INR-2025-000110']!, 'AAAA-BBBB-CCCC']) {
      const wrong = await server.request('POST', '/device/register', { token: buyer.token, ...claim(serialNumber, labelCode) });
      assert.deepEqual([wrong.status, wrong.body], [404, { message: 'deviceNotFound', field: 'serialNumber' }]);
    }
    assert.deepEqual((await server.request('GET', '/device', { token: buyer.token })).body, []);
    // As printed, or typed without dashes in lower case: the same code.
    const typed = deviceLabelCodes[serialNumber]!.replaceAll('-', ' ').toLowerCase();
    const registered = await server.request('POST', '/device/register', { token: buyer.token, ...claim(serialNumber, typed) });
    assert.equal(registered.status, 200, registered.text);
    assert.deepEqual(registered.body.map((d: { serialNumber: string }) => d.serialNumber), [serialNumber]);
    // Only the code's hash is kept.
    const row = await server.database.db.selectFrom('device').selectAll().where('serial_number', '=', serialNumber).executeTakeFirstOrThrow();
    assert.equal(JSON.stringify(row).includes(deviceLabelCodes[serialNumber]!.replaceAll('-', '')), false);
  });
});

describe('device claims are limited', () => {
  let server: TestServer;
  // The account's own limit (http/accountLimit.ts) is tested with the other per-account limits (http/limits.test.ts);
  // here it is set out of the way, so what is seen is the address's.
  before(async () => {
    server = await startServer({ accountRateLimitMax: 1000 });
  });
  after(() => server.close());

  it(`allows ${DEVICE_CLAIMS_PER_MINUTE} tries a minute from one address, then answers 429 even with the right code`, async () => {
    const guesser = await customer(server);
    const statuses: number[] = [];
    for (let i = 0; i < DEVICE_CLAIMS_PER_MINUTE; i += 1) {
      statuses.push((await server.request('POST', '/device/register', { token: guesser.token, ...claim('INR-2025-000111', `GUES-${String(i).padStart(4, '0')}`) })).status);
    }
    assert.deepEqual(new Set(statuses), new Set([404]));
    const limited = await server.request('POST', '/device/register', { token: guesser.token, ...claim('INR-2025-000111') });
    assert.deepEqual([limited.status, limited.body.message], [429, 'tooManyRequests']);
    assert.equal((await server.database.db.selectFrom('device').select('user_id').where('serial_number', '=', 'INR-2025-000111').executeTakeFirstOrThrow()).user_id, null);
    // The same address with another account is limited too: a fresh account does not buy fresh guesses.
    const second = await customer(server);
    assert.equal((await server.request('POST', '/device/register', { token: second.token, ...claim('INR-2025-000111') })).status, 429);
  });
});
