import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { EndpointDefinition } from '@inercise/contracts/routes/endpoint';
import { startServer, type TestServer } from '../test/harness.ts';

/** Every endpoint of the route table (@inercise/contracts/routes/*), by the module that declares it. */
async function tableEndpoints(): Promise<Array<{ module: string; name: string; definition: EndpointDefinition }>> {
  const folder = join(dirname(createRequire(import.meta.url).resolve('@inercise/contracts/package.json')), 'src', 'routes');
  const modules = readdirSync(folder).filter((file) => /^[a-zA-Z]+\.ts$/.test(file) && !['endpoint.ts'].includes(file));
  const found = [];
  for (const file of modules) {
    const module = file.replace(/\.ts$/, '');
    const loaded = (await import(`@inercise/contracts/routes/${module}`)) as Record<string, unknown> & { default?: Record<string, unknown> };
    const exports = loaded.default && typeof loaded.default === 'object' ? { ...loaded.default, ...loaded } : loaded;
    for (const [name, value] of Object.entries(exports)) {
      if (value && typeof value === 'object' && 'method' in value && 'path' in value) found.push({ module, name, definition: value as EndpointDefinition });
    }
  }
  return found;
}

/**
 * The one documented route outside the table: the newsletter's unsubscribe link, a redirect opened from a mail
 * program, not a call of the shop's. Undocumented routes (the operations layer's probes and metrics, decision 0026;
 * the payment sandbox's pages) are not the API's endpoints either.
 */
const NOT_IN_THE_TABLE = ['GET /newsletter/unsubscribe'];

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the route table', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('is what the API serves: each endpoint once, with its method, documented in OpenAPI', async () => {
    const endpoints = await tableEndpoints();
    assert.ok(endpoints.length > 0);
    const docs = (await server.request('GET', '/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const seen = new Set<string>();
    for (const { module, name, definition } of endpoints) {
      const key = `${definition.method} ${definition.path}`;
      assert.ok(!seen.has(key), `${module}.${name}: ${key} is declared twice`);
      seen.add(key);
      assert.ok(docs.paths[openApiPath(definition.path)]?.[definition.method.toLowerCase()], `${module}.${name}: the API does not serve ${key}`);
    }
  });

  it('is every route the API documents but the unsubscribe link', async () => {
    const table = new Set((await tableEndpoints()).map(({ definition }) => `${definition.method} ${openApiPath(definition.path)}`));
    const docs = (await server.request('GET', '/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(docs.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    assert.deepEqual(
      served.filter((route) => !table.has(route)),
      NOT_IN_THE_TABLE,
    );
    assert.equal(table.size, served.length - NOT_IN_THE_TABLE.length);
  });

  it('keeps its paths plain: no trailing slash, owner endpoints under /admin, customer endpoints need a token', async () => {
    for (const { module, name, definition } of await tableEndpoints()) {
      assert.ok(definition.path === '/' || !definition.path.endsWith('/'), `${module}.${name}: ${definition.path} ends in a slash`);
      assert.equal(definition.auth === 'owner', definition.path.startsWith('/admin/'), `${module}.${name}: only the owner's endpoints live under /admin`);
    }
    const { myDevices } = await import('@inercise/contracts/routes/devices');
    assert.equal((await server.request('GET', myDevices.path)).status, 401);
  });
});
