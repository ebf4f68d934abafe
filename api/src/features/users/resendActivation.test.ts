// A new activation link for an account not active yet: the same answer for every address, at most one a minute.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { customer, PASSWORD, startServer, uniqueEmail, type TestServer } from '../../test/harness.ts';

describe('resending the activation mail', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const resend = (emailAddress: string) => server.request('POST', '/users/resend-activation', { body: { emailAddress } });
  const mailsTo = (email: string) => server.mails().filter((mail) => mail.includes(`To: ${email}`));

  it('mails a new link that activates the account, at most one a minute, answering the same for every address', async () => {
    const email = uniqueEmail('resend');
    assert.equal((await server.request('POST', '/users', { body: { emailAddress: email, password: PASSWORD } })).status, 201);
    const first = server.link(email, /http:\/\/shop\.test\/activate-account\?token=[\w-]+/);

    // Within a minute of the last link: answered, nothing sent.
    const soon = await resend(email);
    assert.deepEqual([soon.status, soon.body], [200, { message: 'activationMailSentIfInactive' }]);
    assert.equal(mailsTo(email).length, 1);

    // A minute later (the link's clock moved back): a new link, which activates the account.
    await sql`update user_token set expires_at = expires_at - interval '2 minutes'`.execute(server.database.db);
    assert.equal((await resend(` ${email.toUpperCase()} `)).status, 200);
    assert.equal(mailsTo(email).length, 2);
    const second = server.link(email, /http:\/\/shop\.test\/activate-account\?token=[\w-]+/);
    assert.notEqual(second, first);
    const token = new URL(second).searchParams.get('token');
    assert.equal((await server.request('POST', '/users/activate-account', { body: { token, password: PASSWORD } })).status, 200);

    // Active now: the same answer, no mail.
    await sql`update user_token set expires_at = expires_at - interval '2 minutes'`.execute(server.database.db);
    assert.deepEqual((await resend(email)).body, { message: 'activationMailSentIfInactive' });
    assert.equal(mailsTo(email).length, 2);
  });

  it('answers the same for an address without an account, and for an active one', async () => {
    const active = await customer(server);
    const before = server.mails().length;
    const unknown = await resend(uniqueEmail('nobody'));
    const known = await resend(active.email);
    assert.deepEqual([unknown.status, unknown.body], [known.status, known.body]);
    assert.equal(server.mails().length, before);
  });
});
