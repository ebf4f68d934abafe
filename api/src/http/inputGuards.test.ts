// Characters PostgreSQL cannot store are refused as bad input, naming the field, before anything is written.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminOf, type Customer } from '../test/adminKit.ts';
import { startServer, type TestServer } from '../test/harness.ts';

describe('input guards', () => {
  let server: TestServer;
  let admin: Customer;

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
  });
  after(() => server.close());

  const patch = (body: unknown) => server.request('PATCH', '/admin/articles/1', { token: admin.token, body });

  it('refuses a NUL and a lone surrogate, and keeps a whole surrogate pair', async () => {
    for (const text of ['before\u0000after', 'half \ud800 of a pair', 'other half \udc00 alone']) {
      const answer = await patch({ titleDict: { en: text, pl: 'Tytuł' } });
      assert.deepEqual([answer.status, answer.body], [400, { message: 'invalidCharacter', field: 'titleDict.en' }], JSON.stringify(text));
    }
    const kept = await patch({ titleDict: { en: 'Strong knees 💪', pl: 'Mocne kolana 💪' } });
    assert.equal(kept.status, 200, kept.text);
  });
});
