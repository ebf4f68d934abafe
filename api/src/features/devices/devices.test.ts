import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type TestServer } from '../../test/harness.ts';

describe('device manuals', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('gives a device\'s PDF by serial number and the general one', async () => {
    for (const path of ['/device/manual/INR-2024-000123', '/device/manual/inr-2025-000001', '/device-manual']) {
      const response = await fetch(`${server.url}${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('content-type'), 'application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    }
  });

  it('404 for an unknown serial number, 400 for a malformed one', async () => {
    assert.deepEqual((await server.request('GET', '/device/manual/INR-0000-000000')).body, { message: 'deviceNotFound', field: 'serialNumber' });
    assert.equal((await server.request('GET', `/device/manual/${encodeURIComponent('<script>')}`)).status, 400);
  });
});
