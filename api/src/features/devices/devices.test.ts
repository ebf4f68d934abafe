import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type TestServer } from '../../test/harness.ts';

describe('device manuals', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it("gives a device's type manual by serial number, and the general one", async () => {
    for (const path of ['/device/manual/INR-2024-000123', '/device/manual/inr-2025-000001', '/device-manual']) {
      const response = await fetch(`${server.url}${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('content-type'), 'application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    }
  });

  it('renders each manual once and keeps it: every device of a type gets the same bytes, as the type manual', async () => {
    const bytesOf = async (path: string) => Buffer.from(await (await fetch(`${server.url}${path}`)).arrayBuffer());
    const typeTwo = await bytesOf('/device-manual/device-type-id/2');
    // INR-2025-000001 and INR-2025-000100 are both Inercise One S (type 2): no per-request rendering.
    assert.ok((await bytesOf('/device/manual/INR-2025-000001')).equals(typeTwo));
    assert.ok((await bytesOf('/device/manual/INR-2025-000100')).equals(typeTwo));
    assert.ok((await bytesOf('/device-manual/device-type-id/2')).equals(typeTwo));
  });

  it('an unknown serial gets the general manual with the same status and headers, saying nothing of whether it exists', async () => {
    const general = await fetch(`${server.url}/device-manual`);
    const generalBytes = Buffer.from(await general.arrayBuffer());
    const unknown = await fetch(`${server.url}/device/manual/INR-0000-000000`);
    const known = await fetch(`${server.url}/device/manual/INR-2024-000124`);
    assert.equal(unknown.status, 200);
    assert.ok(Buffer.from(await unknown.arrayBuffer()).equals(generalBytes));
    await known.arrayBuffer();
    for (const header of ['content-type', 'cache-control']) assert.equal(unknown.headers.get(header), known.headers.get(header), header);
    assert.equal(unknown.headers.get('content-disposition'), 'attachment; filename="inercise-manual-INR-0000-000000.pdf"');
    assert.equal((await server.request('GET', `/device/manual/${encodeURIComponent('<script>')}`)).status, 400);
  });
});
