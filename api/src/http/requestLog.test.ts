import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type TestServer } from '../test/harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request log', () => {
  const lines: string[] = [];
  let server: TestServer;
  before(async () => {
    server = await startServer({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  after(() => server.close());

  /** The log is written once the answer is sent, so a moment after the client has it. */
  const logged = async (reqId: string) => {
    for (let waited = 0; waited < 2000; waited += 10) {
      const found = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.requestId === reqId);
      if (found.length > 0) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return [];
  };

  it('writes one JSON line per request under the caller\'s x-request-id, echoed, without the token', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.secret-session-token.signature';
    const answer = await server.request('GET', '/cart?lang=pl', { headers: { 'x-request-id': 'abc-123', origin: 'http://localhost:3000' }, token });
    assert.equal(answer.status, 401);
    assert.equal(answer.headers.get('x-request-id'), 'abc-123');
    assert.match(answer.headers.get('access-control-expose-headers')!, /X-Request-Id/);
    const found = await logged('abc-123');
    assert.equal(found.length, 1, lines.join(''));
    assert.match(String(found[0]!.time), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.deepEqual(
      { ...found[0], time: 0, durationMs: 0 },
      { level: 30, time: 0, service: 'api', requestId: 'abc-123', method: 'GET', path: '/cart', route: '/cart', status_code: 401, durationMs: 0, msg: 'request' },
    );
    assert.equal(typeof found[0]!.durationMs, 'number');
    assert.ok(!lines.join('').includes('secret-session-token'));
  });

  it('gives a request without a usable id a new one, echoed and logged', async () => {
    for (const headers of [{}, { 'x-request-id': 'x'.repeat(129) }, { 'x-request-id': 'a b<script>' }] as Record<string, string>[]) {
      const answer = await server.request('GET', '/health/live', { headers });
      const id = answer.headers.get('x-request-id')!;
      assert.match(id, UUID);
      const found = await logged(id);
      assert.deepEqual(found.map((l) => [l.path, l.route, l.status_code]), [['/health/live', '/health/live', 200]]);
    }
  });

  it('redacts passwords, tokens and cookies from whatever is logged', async () => {
    server.app.log.warn(
      {
        req: { headers: { authorization: 'Bearer top-secret-1', cookie: 'sid=top-secret-2' } },
        res: { headers: { 'set-cookie': 'sid=top-secret-3', access_token: 'top-secret-4' } },
        body: { username: 'jan@example.com', password: 'top-secret-5', token: 'top-secret-6' },
      },
      'a refusal',
    );
    const line = lines.at(-1)!;
    assert.match(line, /a refusal/);
    assert.match(line, /jan@example\.com/);
    assert.doesNotMatch(line, /top-secret/);
  });
});
